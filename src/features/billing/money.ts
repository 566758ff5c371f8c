/** `1.234,56`, `1234,5`, `R$ 80` or `80.00` → centavos; null when it is not an amount. */
export { parseMoney as parseMoneyToCents } from "@/domain/pricing/money";
