import { whatsappSubscriptionCheck, whatsappWebhookPost } from "@/server/http/whatsapp-webhook-route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = whatsappSubscriptionCheck;
export const POST = whatsappWebhookPost;
