import { z } from "zod";
import { TEXT_MAX, textSchema } from "@/lib/validators";
import { DomainError } from "@/server/errors";
import { confirmEmailChange, requestEmailChange } from "@/server/services/accounts/email-change";
import { confirmEmail, resendVerification } from "@/server/services/accounts/email-verification";
import { acceptInvitation, describeInvitation } from "@/server/services/accounts/invitations";
import { listRequestDocuments, pendingOrgGrant } from "@/server/services/accounts/org-request-documents";
import { changePassword, requestPasswordReset, resetPassword } from "@/server/services/accounts/passwords";
import { signUp } from "@/server/services/accounts/sign-up";
import { throttlePasswordReset, throttleSignUp } from "@/server/services/throttle";
import { createTRPCRouter, publicProcedure, userProcedure } from "../trpc";
import { emailSchema, municipalityIdSchema, passwordSchema, tokenSchema, withTaxId } from "./inputs";

const tokenInput = z.object({ token: tokenSchema });
const newPassword = passwordSchema.min(1, "Crie uma senha.");
const personName = textSchema(TEXT_MAX.name).min(3, "Informe seu nome completo.");

const signUpInput = withTaxId({
  kind: z.enum(["hauler", "generator", "receiver", "city"]),
  name: personName,
  email: emailSchema,
  password: newPassword,
  legalName: textSchema(TEXT_MAX.name).min(3, "Informe a razão social (ou o nome, para pessoa física)."),
  municipalityId: municipalityIdSchema,
});

/** Account actions of a person: sign-up, e-mail, password, accepting invitations. */
export const accountsRouter = createTRPCRouter({
  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
    if (input.personType === "person" && input.kind !== "generator") {
      throw new DomainError("BAD_REQUEST", "Só geradores podem se cadastrar como pessoa física.", {
        fieldErrors: { personType: ["Use o CNPJ da empresa."] },
      });
    }
    const now = new Date();
    await throttleSignUp(ctx.db, ctx.clientIp, now);
    const { name, email, password, ...org } = input;
    return signUp(ctx.db, { person: { name, email, password }, org }, now);
  }),
  requestDocumentGrant: userProcedure.query(({ ctx }) => pendingOrgGrant(ctx.db, ctx.user.id)),
  myRequestDocuments: userProcedure.query(async ({ ctx }) =>
    listRequestDocuments(ctx.db, [(await pendingOrgGrant(ctx.db, ctx.user.id)).orgId]),
  ),
  confirmEmail: publicProcedure
    .input(tokenInput)
    .mutation(({ ctx, input }) => confirmEmail(ctx.db, input.token, new Date())),
  confirmEmailChange: publicProcedure
    .input(tokenInput)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx.db, input.token, new Date())),
  resendVerification: userProcedure.mutation(({ ctx }) =>
    resendVerification(ctx.db, ctx.user.id, new Date()),
  ),
  requestPasswordReset: publicProcedure
    .input(z.object({ email: emailSchema }))
    .mutation(async ({ ctx, input }) => {
      const now = new Date();
      await throttlePasswordReset(ctx.db, ctx.clientIp, input.email, now);
      return requestPasswordReset(ctx.db, input.email, now);
    }),
  resetPassword: publicProcedure
    .input(tokenInput.extend({ password: newPassword }))
    .mutation(({ ctx, input }) => resetPassword(ctx.db, input, new Date())),
  changePassword: userProcedure
    .input(z.object({ currentPassword: passwordSchema.min(1, "Informe a senha atual."), newPassword }))
    .mutation(({ ctx, input }) =>
      changePassword(ctx.db, ctx.user.id, input, { ip: ctx.clientIp, now: new Date() }),
    ),
  requestEmailChange: userProcedure
    .input(z.object({ newEmail: emailSchema, password: passwordSchema.min(1, "Informe sua senha.") }))
    .mutation(({ ctx, input }) =>
      requestEmailChange(ctx.db, ctx.user.id, input, { ip: ctx.clientIp, now: new Date() }),
    ),
  invitation: publicProcedure
    .input(tokenInput)
    .query(({ ctx, input }) => describeInvitation(ctx.db, input.token, new Date())),
  acceptInvitationAsNewUser: publicProcedure
    .input(tokenInput.extend({ name: personName, password: newPassword }))
    .mutation(({ ctx, input }) =>
      acceptInvitation(
        ctx.db,
        { token: input.token, newAccount: { name: input.name, password: input.password } },
        new Date(),
      ),
    ),
  acceptInvitation: userProcedure
    .input(tokenInput)
    .mutation(({ ctx, input }) =>
      acceptInvitation(ctx.db, { token: input.token, signedInUserId: ctx.user.id }, new Date()),
    ),
});
