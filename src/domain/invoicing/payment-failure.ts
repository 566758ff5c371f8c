/** Why Stripe did not take a payment, said to the client and the hauler in pt-BR. */
const BY_CODE: Record<string, string> = {
  card_declined: "Cartão recusado pelo banco emissor.",
  insufficient_funds: "Cartão sem saldo ou limite suficiente.",
  expired_card: "Cartão vencido.",
  incorrect_cvc: "Código de segurança (CVC) do cartão incorreto.",
  incorrect_number: "Número do cartão incorreto.",
  processing_error: "Erro ao processar o cartão; tente de novo.",
  authentication_required: "O banco pediu uma confirmação que não foi concluída.",
  payment_intent_authentication_failure: "A confirmação do pagamento no banco não foi concluída.",
  payment_intent_payment_attempt_expired: "O Pix ou boleto venceu sem ser pago.",
  payment_intent_payment_attempt_failed: "O pagamento não foi concluído.",
};

export const DEFAULT_PAYMENT_FAILURE = "Pagamento não aprovado pelo Stripe.";
export const EXPIRED_VOUCHER = "O boleto ou Pix venceu sem ser pago.";

export function paymentFailureText(error: { code?: string | null; decline_code?: string | null } | null) {
  if (!error) return DEFAULT_PAYMENT_FAILURE;
  return BY_CODE[error.decline_code ?? ""] ?? BY_CODE[error.code ?? ""] ?? DEFAULT_PAYMENT_FAILURE;
}
