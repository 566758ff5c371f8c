import ts from "typescript";

/** A button or link an e2e journey clicks, as the demo account (`despacho`, `plataforma`, …) signed in. */
export interface JourneyClick {
  account: string;
  /** The visible name, or the words a pattern's name starts with (`/^Sugerir ordem/` → "Sugerir ordem"). */
  name: string;
  where: string;
}

/** Calls that click the locator they are given (`j.open(locator, path)`, `clickForPdf(page, locator)`). */
const CLICKING_CALLS = new Set(["open", "clickForPdf"]);
/** Locator methods that narrow to the same control before the click. */
const NARROWING = new Set(["first", "last", "nth", "filter"]);
/** `signIn(page, url, "cliente")`, `signInAsDemo(…)`: the page is that account's from here on. */
const SIGN_IN = /^signIn/;

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : "";

/** `someone@demo…` or `someone` → `someone`, when it is a demo account. */
function accountOf(node: ts.Node | undefined, accounts: ReadonlySet<string>): string | undefined {
  if (!node || !(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return undefined;
  const local = node.text.split("@")[0] ?? "";
  return accounts.has(local) ? local : undefined;
}

/** The identifier an expression starts from: `office.page.getByTestId("x").first()` → `office`. */
function rootOf(node: ts.Expression): ts.Identifier | undefined {
  let e: ts.Expression = node;
  for (;;) {
    if (ts.isIdentifier(e)) return e;
    if (ts.isAwaitExpression(e) || ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e))
      e = e.expression;
    else if (ts.isCallExpression(e) && ts.isIdentifier(e.expression)) {
      // A helper's locator (`lane(page, truck)`) is on the page it is given.
      const [first] = e.arguments;
      if (!first) return undefined;
      e = first;
    } else if (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e))
      e = e.expression;
    else return undefined;
  }
}

/**
 * The words a name starts with: a string as it is; a pattern's literal start, each alternative of a
 * `(a|b)` group spelled out; a template's text before its first `${}`. Empty for a record's own name
 * (a number held in a variable): that is the record, not an action.
 */
export function namesOf(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return node.head.text.trim() ? [node.head.text.trim()] : [];
  if (!ts.isRegularExpressionLiteral(node)) return [];
  const source = node.text.slice(1, node.text.lastIndexOf("/")).replace(/^\^/, "");
  const spelled = (pattern: string): string[] => {
    const group = /\(([^()\\]*)\)/.exec(pattern);
    if (!group || /[\\[.*+?{]/.test(group[1] ?? "")) return [pattern];
    return (group[1] ?? "")
      .split("|")
      .flatMap((alt) =>
        spelled(pattern.slice(0, group.index) + alt + pattern.slice(group.index + group[0].length)),
      );
  };
  const whole = /^\(([^()]*)\)\$?$/.exec(source);
  const alternatives = whole ? (whole[1] ?? "").split("|") : source.split(/\|(?![^(]*\))/);
  return alternatives
    .flatMap(spelled)
    .map((p) => p.split(/[\\[.*+?{($]/)[0]?.trim() ?? "")
    .filter(Boolean);
}

/** Whether `node` (a locator) is clicked: `.first().click()`, `j.open(node, …)`, `clickForPdf(page, node)`. */
function isClicked(node: ts.Expression): boolean {
  let e: ts.Node = node;
  for (;;) {
    const p = e.parent;
    if (ts.isPropertyAccessExpression(p) && p.expression === e && ts.isCallExpression(p.parent)) {
      if (p.name.text === "click" || p.name.text === "tap") return true;
      if (!NARROWING.has(p.name.text)) return false;
      e = p.parent;
    } else if (ts.isCallExpression(p) && p.arguments.includes(e as ts.Expression)) {
      return CLICKING_CALLS.has(calleeName(p));
    } else if (ts.isAwaitExpression(p) || ts.isParenthesizedExpression(p)) e = p;
    else return false;
  }
}

/** The nearest function (or the file) a node is in: names are looked up from there outwards. */
const scopeOf = (node: ts.Node): ts.Node => {
  let p = node.parent;
  while (p && !ts.isFunctionLike(p) && !ts.isSourceFile(p)) p = p.parent;
  return p;
};

/** What a name holds from a point of the code on: a demo account's page or journey, or what another name holds. */
interface Binding {
  pos: number;
  account?: string;
  from?: ts.Identifier;
}

/**
 * The buttons and links each demo account clicks in one e2e file, read from its code (nothing runs): a
 * locator is the person's when its expression starts from a page or journey that signed in as that
 * account — `startJourney(…, "despacho")`, `signIn(page, url, "cliente")` (until that page signs in
 * again), a name given to either (`const { page } = j`, `page = office.page`, `const card =
 * phone.getByTestId(…)`), or the journey parameter of a step `steps` gives an account (`role("…",
 * "admin", adminAddsCacamba)`). A locator whose person the code does not say is left out.
 */
export function journeyClicks(
  file: string,
  text: string,
  accounts: ReadonlySet<string>,
  steps: ReadonlyMap<string, string> = new Map(),
): JourneyClick[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const bindings = new Map<ts.Node, Map<string, Binding[]>>();
  const bind = (at: ts.Node, name: string, binding: Omit<Binding, "pos">) => {
    const scope = bindings.get(scopeOf(at)) ?? new Map<string, Binding[]>();
    bindings.set(
      scopeOf(at),
      scope.set(name, [...(scope.get(name) ?? []), { pos: at.getStart(), ...binding }]),
    );
  };
  const clicks: { root: ts.Identifier | undefined; names: string[]; node: ts.Node }[] = [];

  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const init = node.initializer;
      const call = ts.isAwaitExpression(init) ? init.expression : init;
      const journeyOf =
        ts.isCallExpression(call) && calleeName(call) === "startJourney"
          ? accountOf(call.arguments[3], accounts)
          : undefined;
      const stepAccount = ts.isIdentifier(node.name) ? steps.get(node.name.text) : undefined;
      const from = rootOf(init);
      if (ts.isIdentifier(node.name) && journeyOf) bind(node, node.name.text, { account: journeyOf });
      else if (stepAccount && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
        const j = init.parameters[0]?.name;
        if (j && ts.isIdentifier(j)) bind(j, j.text, { account: stepAccount });
      } else if (from && ts.isIdentifier(node.name)) bind(node, node.name.text, { from });
      else if (from && ts.isObjectBindingPattern(node.name))
        for (const el of node.name.elements) if (ts.isIdentifier(el.name)) bind(node, el.name.text, { from });
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left)
    ) {
      const from = rootOf(node.right);
      if (from) bind(node, node.left.text, { from });
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const who = node.arguments.map((a) => accountOf(a, accounts)).find(Boolean);
      const [first, second] = node.arguments;
      if (SIGN_IN.test(name) && who && first && ts.isIdentifier(first))
        bind(node, first.text, { account: who });
      // `journey(browser, url, width, "admin", async (j) => …)`: the step's journey is that account's.
      for (const step of node.arguments) {
        const j = (ts.isArrowFunction(step) || ts.isFunctionExpression(step)) && step.parameters[0]?.name;
        if (who && j && ts.isIdentifier(j)) bind(j, j.text, { account: who });
      }
      if (name === "menuLink" && first && second)
        clicks.push({ root: rootOf(first), names: namesOf(second), node });
      const named = name === "getByRole" && nameOption(node);
      if (named && ts.isPropertyAccessExpression(node.expression) && clickedHere(node))
        clicks.push({ root: rootOf(node.expression.expression), names: namesOf(named), node });
    }
    ts.forEachChild(node, visit);
  };

  /** What `id` holds at `pos`: the last binding before it, in the nearest scope that binds the name. */
  const accountAt = (id: ts.Identifier, pos: number, depth = 0): string | undefined => {
    for (
      let scope: ts.Node | undefined = scopeOf(id);
      scope && depth < 10;
      scope = scope.parent && scopeOf(scope)
    ) {
      const last = bindings
        .get(scope)
        ?.get(id.text)
        ?.filter((b) => b.pos < pos)
        .at(-1);
      if (last) return last.account ?? (last.from && accountAt(last.from, pos, depth + 1));
      if (ts.isSourceFile(scope)) return undefined;
    }
    return undefined;
  };

  visit(source);
  return clicks.flatMap(({ root, names: clicked, node }) => {
    const account = root && accountAt(root, node.getStart());
    if (!account) return [];
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return clicked.map((name) => ({ account, name, where: `${file}:${line}` }));
  });
}

/** The `name` of `getByRole("button" | "link", { name })`, when the call is one. */
function nameOption(call: ts.CallExpression): ts.Expression | undefined {
  const [kind, options] = call.arguments;
  if (!kind || !ts.isStringLiteral(kind) || (kind.text !== "button" && kind.text !== "link"))
    return undefined;
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  const name = options.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === "name",
  );
  return name?.initializer;
}

/** Clicked where it is written, or through the name it is kept under (`const next = …getByRole(…)`). */
function clickedHere(node: ts.Expression): boolean {
  if (isClicked(node)) return true;
  let top: ts.Node = node;
  while (ts.isCallExpression(top.parent) || ts.isPropertyAccessExpression(top.parent)) top = top.parent;
  const decl = top.parent;
  if (!ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name)) return false;
  const kept = decl.name;
  const uses: ts.Identifier[] = [];
  const find = (n: ts.Node) => {
    if (ts.isIdentifier(n) && n.text === kept.text && n !== kept) uses.push(n);
    ts.forEachChild(n, find);
  };
  find(scopeOf(decl));
  return uses.some(isClicked);
}

/** The steps a file gives accounts to: `role("…", "admin", adminAddsCacamba)` → adminAddsCacamba → admin. */
export function stepAccounts(text: string, accounts: ReadonlySet<string>): Map<string, string> {
  const steps = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const who = node.arguments.map((a) => accountOf(a, accounts)).find(Boolean);
      const step = node.arguments.at(-1);
      if (who && step && ts.isIdentifier(step)) steps.set(step.text, who);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile("steps.ts", text, ts.ScriptTarget.Latest, true));
  return steps;
}
