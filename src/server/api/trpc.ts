import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import type { MemberRole } from "@/lib/roles";
import { refuseWhenReadOnly } from "@/server/services/billing/read-only";
import type { MemberGate, OrgScope } from "@/server/services/context";
import { type ActiveMembership, findActiveMember } from "@/server/services/session/active-member";
import { type ActiveUser, findActiveUser } from "@/server/services/session/find-active-user";
import type { Access, Meta } from "./access";
import type { Context } from "./context";
import "@/lib/zod-setup";
import { fieldErrorsOf, messageFor, toTRPCError } from "./error-mapping";
import { readThroughMembership } from "./member-gate";

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

type OrgAccess = Extract<Access, { kind: "org" }>;

/**
 * What a tenant-scoped procedure checks of the caller, here and only here: an active user, an active
 * membership in the org they act in, a role the procedure takes (and, with `managersOnly`, the right
 * to manage members); a mutation of a hauler whose subscription is past_due beyond the grace period
 * is refused (read-only mode) unless the procedure declares `allowWhenReadOnly` — for what must
 * never be blocked: paying, a CTR already in transit, a receiver's confirmation. Queries are never
 * blocked by payment. The user and their memberships (with each org's subscription) are one statement.
 */
function authorize(
  ctx: Context,
  found: { user: ActiveUser | null; membership: ActiveMembership | null },
  access: OrgAccess,
  type: string,
): { user: ActiveUser; scope: OrgScope } {
  const { user, membership } = found;
  if (!user) throw sessionEnded();
  if (!membership) {
    throw new TRPCError({
      code: "FORBIDDEN",
      message: "Você não participa de nenhuma organização ativa.",
    });
  }
  if (!access.roles.includes(membership.role)) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Seu perfil não tem permissão para esta ação." });
  }
  if (access.managersOnly && !membership.isManager) {
    throw new TRPCError({
      code: "FORBIDDEN",
      message: "Só quem administra a equipe da organização pode fazer isso.",
    });
  }
  if (type === "mutation" && membership.orgKind === "hauler" && !access.allowWhenReadOnly)
    refuseWhenReadOnly(membership.billing);
  const scope = {
    db: ctx.db,
    userId: user.id,
    orgId: membership.orgId,
    orgKind: membership.orgKind,
    role: membership.role,
    isManager: membership.isManager,
  };
  return { user, scope };
}

const orgAccess = (
  roles: readonly MemberRole[],
  options: { managersOnly?: boolean; allowWhenReadOnly?: boolean },
): OrgAccess => ({
  kind: "org",
  roles,
  managersOnly: options.managersOnly ?? false,
  allowWhenReadOnly: options.allowWhenReadOnly ?? false,
});

/** Tenant-scoped procedure: `authorize` before anything else runs; the handler gets `ctx.scope`. */
export function orgProcedure(
  roles: readonly MemberRole[],
  options: { managersOnly?: boolean; allowWhenReadOnly?: boolean } = {},
) {
  const access = orgAccess(roles, options);
  return base.meta({ access }).use(async ({ ctx, next, type }) => {
    if (!ctx.session) throw notSignedIn();
    const { user, scope } = authorize(
      ctx,
      await findActiveMember(ctx.db, ctx.session, ctx.requestedOrgId),
      access,
      type,
    );
    return next({ ctx: { ...ctx, user, scope } });
  });
}

/**
 * Tenant-scoped procedure whose membership is read in the same statement as the handler's first read
 * (issue 45: one round trip less on a hot path, the CTR issuance). The handler gets no scope, only
 * `ctx.gate.read(orgRead)`, which runs `authorize` on the membership before it answers the scope and
 * the read. Whatever else happens (an input refused by zod, a handler that never reads), the caller
 * is checked all the same before the answer leaves: a refused caller always gets the refusal.
 */
export function orgGateProcedure(
  roles: readonly MemberRole[],
  options: { managersOnly?: boolean; allowWhenReadOnly?: boolean } = {},
) {
  const access = orgAccess(roles, options);
  return base.meta({ access }).use(async ({ ctx, next, type }) => {
    const claims = ctx.session;
    if (!claims) throw notSignedIn();
    let authorized = false;
    const gate: MemberGate = {
      read: async (read) => {
        const { user, scope, value } = await readThroughMembership(
          ctx.db,
          claims,
          ctx.requestedOrgId,
          read,
          (found) => authorize(ctx, found, access, type),
        );
        authorized = true;
        return { user, scope, value };
      },
    };
    const result = await next({ ctx: { ...ctx, gate } });
    if (!authorized) authorize(ctx, await findActiveMember(ctx.db, claims, ctx.requestedOrgId), access, type);
    return result;
  });
}
