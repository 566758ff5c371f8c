import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/server/auth/password";

describe("password hashing (scrypt)", () => {
  it("verifies the right password only, with a fresh salt each time", async () => {
    const a = await hashPassword("demo1234");
    const b = await hashPassword("demo1234");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("demo1234", a)).toBe(true);
    expect(await verifyPassword("demo1235", a)).toBe(false);
    expect(await verifyPassword("demo1234", "md5$abc")).toBe(false);
  });
});
