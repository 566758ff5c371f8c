/**
 * What the two hosts share, each started here and stopped by `stop()`: HAProxy (the balancer on
 * 127.0.0.1, and plain TCP relays on the hosts' gateways to PostgreSQL and the object store, which listen
 * on this machine's loopback only), PgBouncer in transaction mode, a local S3 server (s3rver) and an SMTP
 * sink that records which host delivered each e-mail.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../tests/e2e/helpers/server";
import type { NetHost } from "./netns";

/** Ports on the gateways (this side of each host's pair). */
export const GATEWAY_PORTS = { postgres: 15432, pgbouncer: 16432, s3: 14569, smtp: 12525 };
export const APP_PORT = 3000;

export interface Daemon {
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

function daemon(command: string, args: string[]): Daemon {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

function configDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "cc-scale-"));
  chmodSync(dir, 0o755);
  return dir;
}

export interface Balancer extends Daemon {
  /** Only the first host behind it. */
  oneHostUrl: string;
  /** Both hosts, round robin, each checked on /api/health every second. */
  twoHostsUrl: string;
}

export async function startHaproxy(hosts: NetHost[], s3Port: number): Promise<Balancer> {
  const [one, two] = [await freePort(), await freePort()];
  const binds = (port: number) => hosts.map((h) => `  bind ${h.gateway}:${port}`).join("\n");
  const server = (h: NetHost, i: number) =>
    `  server h${i + 1} ${h.address}:${APP_PORT} check inter 1s fall 2 rise 1`;
  const file = join(configDir(), "haproxy.cfg");
  writeFileSync(
    file,
    `global
  maxconn 4000
defaults
  timeout connect 5s
  timeout client 60s
  timeout server 60s
listen postgres
  mode tcp
${binds(GATEWAY_PORTS.postgres)}
  server pg 127.0.0.1:5432
listen s3
  mode tcp
${binds(GATEWAY_PORTS.s3)}
  server s3 127.0.0.1:${s3Port}
listen app_one
  mode http
  bind 127.0.0.1:${one}
  option httpchk GET /api/health
${hosts.slice(0, 1).map(server).join("\n")}
listen app_two
  mode http
  bind 127.0.0.1:${two}
  balance roundrobin
  option httpchk GET /api/health
  retries 2
  option redispatch
${hosts.map(server).join("\n")}
`,
  );
  const d = daemon("haproxy", ["-db", "-f", file]);
  await waitForPort(one, d);
  return { ...d, oneHostUrl: `http://127.0.0.1:${one}`, twoHostsUrl: `http://127.0.0.1:${two}` };
}

/** PgBouncer 1.18 (Debian's) in transaction mode, as the `postgres` system user it must run as. */
export async function startPgbouncer(hosts: NetHost[]): Promise<Daemon> {
  const dir = configDir();
  writeFileSync(join(dir, "users.txt"), `"postgres" ""\n`);
  const file = join(dir, "pgbouncer.ini");
  writeFileSync(
    file,
    `[databases]
* = host=127.0.0.1 port=5432
[pgbouncer]
listen_addr = ${hosts.map((h) => h.gateway).join(",")}
listen_port = ${GATEWAY_PORTS.pgbouncer}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, "users.txt")}
pool_mode = transaction
default_pool_size = 20
max_client_conn = 400
ignore_startup_parameters = extra_float_digits,options
`,
  );
  const d = daemon("pgbouncer", ["-u", "postgres", file]);
  const deadline = Date.now() + 10_000;
  while (!d.output().includes("process up")) {
    if (d.process.exitCode !== null || Date.now() > deadline)
      throw new Error(`pgbouncer did not start:\n${d.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return d;
}

export const S3_BUCKET = "cacamba-escala";

/** s3rver on 127.0.0.1 with one bucket, its files in a folder of its own; the keys it accepts are its fixed ones. */
export async function startS3(): Promise<{
  port: number;
  env: Record<string, string>;
  stop(): Promise<void>;
}> {
  const port = await freePort();
  const s3 = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), "cc-s3-")),
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  await s3.run();
  return {
    port,
    env: { S3_BUCKET, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER", S3_REGION: "us-east-1" },
    stop: () => s3.close(),
  };
}

export interface Delivery {
  to: string;
  /** The delivering host's address. */
  from: string;
}

/** An SMTP server on every gateway: what each host's outbox delivers, and from which host. */
export async function startSmtpSink(
  hosts: NetHost[],
): Promise<{ deliveries: Delivery[]; stop(): Promise<void> }> {
  const deliveries: Delivery[] = [];
  const servers = hosts.map(
    () =>
      new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          stream.resume();
          stream.on("end", () => {
            for (const rcpt of session.envelope.rcptTo)
              deliveries.push({ to: rcpt.address, from: session.remoteAddress });
            callback();
          });
        },
      }),
  );
  await Promise.all(
    servers.map(
      (s, i) =>
        new Promise<void>((resolve, reject) => {
          s.once("error", reject);
          s.listen(GATEWAY_PORTS.smtp, hosts[i]?.gateway, () => resolve());
        }),
    ),
  );
  return {
    deliveries,
    stop: async () => {
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    },
  };
}

async function waitForPort(port: number, d: Daemon): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (d.process.exitCode !== null) throw new Error(`haproxy exited:\n${d.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`haproxy did not listen on ${port}:\n${d.output()}`);
}
