import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import type { MemberRole } from "@/lib/roles";
import { refuseWhenReadOnly } from "@/server/services/billing/read-only";
import { findActiveMember } from "@/server/services/session/active-member";
import { findActiveUser } from "@/server/services/session/find-active-user";
import type { Meta } from "./access";
import type { Context } from "./context";
import "@/lib/zod-setup";
import { fieldErrorsOf, messageFor, toTRPCError } from "./error-mapping";

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    transformer: superjson,
    // Stacks in error answers only under `next dev`: the custom server loads this module before Next
    // sets NODE_ENV, and tRPC would otherwise take any NODE_ENV but "production" as development.
    isDev: process.env.NODE_ENV === "development",
    errorFormatter({ shape, error }) {
      return {
        ...shape,
        message: messageFor(error),
        data: { ...shape.data, fieldErrors: fieldErrorsOf(error) },
      };
    },
  });

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  return result;
});

const base = t.procedure.use(mapErrors);

const notSignedIn = () =>
  new TRPCError({ code: "UNAUTHORIZED", message: "Entre na sua conta para continuar." });
const sessionEnded = () =>
  new TRPCError({ code: "UNAUTHORIZED", message: "Sua sessão terminou. Entre novamente." });

async function requireActiveUser(ctx: Context) {
  if (!ctx.session) throw notSignedIn();
  const user = await findActiveUser(ctx.db, ctx.session);
  if (!user) throw sessionEnded();
  return user;
}

const requireUser = t.middleware(async ({ ctx, next }) =>
  next({ ctx: { ...ctx, user: await requireActiveUser(ctx) } }),
);

export const publicProcedure = base.meta({ access: { kind: "public" } });

export const userProcedure = base.meta({ access: { kind: "user" } }).use(requireUser);

export const superadminProcedure = base
  .meta({ access: { kind: "superadmin" } })
  .use(requireUser)
  .use(({ ctx, next }) => {
    if (!ctx.user.isSuperadmin)
      throw new TRPCError({ code: "FORBIDDEN", message: "Só a administração da plataforma." });
    return next();
  });

/**
 * Tenant-scoped procedure: the caller's active org and role (and, with `managersOnly`, the right
 * to manage members) are checked here, and only here. Mutations of a hauler whose subscription is
 * past_due beyond the grace period are refused (read-only mode) unless the procedure declares
 * `allowWhenReadOnly` — for what must never be blocked: paying, a CTR already in transit, a
 * receiver's confirmation. Queries are never blocked by payment.
 */
export function orgProcedure(
  roles: readonly MemberRole[],
  options: { managersOnly?: boolean; allowWhenReadOnly?: boolean } = {},
) {
  const managersOnly = options.managersOnly ?? false;
  const allowWhenReadOnly = options.allowWhenReadOnly ?? false;
  return base
    .meta({ access: { kind: "org", roles, managersOnly, allowWhenReadOnly } })
    .use(async ({ ctx, next, type }) => {
      // The user and their memberships (with each org's subscription, for the read-only mode) are read
      // together: one statement.
      if (!ctx.session) throw notSignedIn();
      const { user, membership } = await findActiveMember(ctx.db, ctx.session, ctx.requestedOrgId);
      if (!user) throw sessionEnded();
      if (!membership) {
        throw new TRPCError({
          code: "FORBIDDEN",
          message: "Você não participa de nenhuma organização ativa.",
        });
      }
      if (!roles.includes(membership.role)) {
        throw new TRPCError({ code: "FORBIDDEN", message: "Seu perfil não tem permissão para esta ação." });
      }
      if (managersOnly && !membership.isManager) {
        throw new TRPCError({
          code: "FORBIDDEN",
          message: "Só quem administra a equipe da organização pode fazer isso.",
        });
      }
      if (type === "mutation" && membership.orgKind === "hauler" && !allowWhenReadOnly)
        refuseWhenReadOnly(membership.billing);
      const scope = {
        db: ctx.db,
        userId: user.id,
        orgId: membership.orgId,
        orgKind: membership.orgKind,
        role: membership.role,
        isManager: membership.isManager,
      };
      return next({ ctx: { ...ctx, user, scope } });
    });
}
