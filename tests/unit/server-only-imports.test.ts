import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The browser build empties `*.server` modules, so a value imported from one is `undefined` in any
 * code that runs in the browser: the page renders on the server and then fails as it hydrates (a
 * console page once showed "Something went wrong" only with JavaScript). Only a route's loader,
 * action and headers, and what they alone call, may use such values.
 */
const ROOT = path.resolve(".");
const SERVER_ONLY_EXPORTS = new Set(["loader", "action", "headers"]);
const SERVER_MODULE = /\.server(\.tsx?)?$/;

function browserFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return browserFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.server\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The names a node reads from its module: not type positions, property or attribute names, nor names it declares itself. */
function moduleReads(node: ts.Node): Set<string> {
  const reads = valueReads(node);
  for (const name of localNames(node)) reads.delete(name);
  return reads;
}

function localNames(node: ts.Node, into = new Set<string>()): Set<string> {
  node.forEachChild((child) => {
    if ((ts.isVariableDeclaration(child) || ts.isParameter(child) || ts.isBindingElement(child)) && ts.isIdentifier(child.name)) into.add(child.name.text);
    if ((ts.isFunctionDeclaration(child) || ts.isClassDeclaration(child)) && child.name && child.parent !== node.getSourceFile()) into.add(child.name.text);
    localNames(child, into);
  });
  return into;
}

function valueReads(node: ts.Node, into = new Set<string>()): Set<string> {
  if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return into;
  if (ts.isIdentifier(node)) {
    into.add(node.text);
    return into;
  }
  node.forEachChild((child) => {
    const parent = child.parent;
    const isName =
      (ts.isPropertyAccessExpression(parent) && parent.name === child) ||
      (ts.isPropertyAssignment(parent) && parent.name === child) ||
      (ts.isJsxAttribute(parent) && parent.name === child) ||
      (ts.isBindingElement(parent) && parent.propertyName === child) ||
      (ts.isMethodDeclaration(parent) && parent.name === child) ||
      (ts.isPropertyDeclaration(parent) && parent.name === child);
    if (!isName) valueReads(child, into);
  });
  return into;
}

function declaredNames(statement: ts.Statement): string[] {
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) return [statement.name.text];
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [declaration.name.text] : []));
  }
  return [];
}

/**
 * Whether a top-level variable's value is computed when the module loads (in the browser too, as
 * the bundler keeps a call it cannot prove pure), rather than being a function that runs when called.
 */
const runsOnLoad = (statement: ts.VariableStatement) =>
  statement.declarationList.declarations.some(
    (declaration) => declaration.initializer && !ts.isArrowFunction(declaration.initializer) && !ts.isFunctionExpression(declaration.initializer),
  );

const isExported = (statement: ts.Statement) =>
  ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** Server-only values that code running in the browser reads, as "file: name". */
export function serverValuesInBrowserCode(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const isRoute = /(^|\/)app\/(routes\/|root\.tsx$)/.test(file.split(path.sep).join("/"));
  const serverValues = new Set<string>();
  const declarations = new Map<string, ts.Statement>();
  const roots: ts.Node[] = [];

  for (const statement of tree.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly || !SERVER_MODULE.test((statement.moduleSpecifier as ts.StringLiteral).text)) continue;
      if (clause.name) serverValues.add(clause.name.text);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) serverValues.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) serverValues.add(element.name.text);
      }
      continue;
    }
    const names = declaredNames(statement);
    for (const name of names) declarations.set(name, statement);
    if (ts.isExportAssignment(statement)) roots.push(statement);
    else if (isExported(statement) && !(isRoute && names.length > 0 && names.every((name) => SERVER_ONLY_EXPORTS.has(name)))) roots.push(statement);
    else if (ts.isVariableStatement(statement) && runsOnLoad(statement)) roots.push(statement);
    else if (names.length === 0 && !ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement) && !ts.isExportDeclaration(statement)) roots.push(statement);
  }
  for (const statement of tree.statements) {
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        const local = (element.propertyName ?? element.name).text;
        const exported = element.name.text;
        if (isRoute && SERVER_ONLY_EXPORTS.has(exported)) continue;
        const declaration = declarations.get(local);
        if (declaration) roots.push(declaration);
        else if (serverValues.has(local)) roots.push(element);
      }
    }
  }

  const seen = new Set<ts.Node>();
  const found = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const node = queue.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    const reads = ts.isExportSpecifier(node) ? new Set([(node.propertyName ?? node.name).text]) : moduleReads(node);
    for (const name of reads) {
      if (serverValues.has(name)) found.add(`${path.relative(ROOT, file)}: ${name}`);
      const declaration = declarations.get(name);
      if (declaration && !(isRoute && SERVER_ONLY_EXPORTS.has(name))) queue.push(declaration);
    }
  }
  return [...found].sort();
}

describe("server-only values stay out of browser code", () => {
  it("finds a server value that a route's component reads, and none that only its loader reads", () => {
    const route = path.join(ROOT, "app/routes/example.tsx");
    const source = `
      import { MESSAGES, readThing, type Thing } from "~/models/thing.server";
      import { format } from "~/lib/format";
      export async function loader() { return helper(readThing()); }
      function helper(thing: Thing) { return format(thing); }
      const readLater = () => readThing();
      function Notice() { return <p>{MESSAGES.sold}</p>; }
      export default function Page() { const data = { readThing: 1 }; return <div title={data.readThing}><Notice /></div>; }
    `;
    expect(serverValuesInBrowserCode(route, source)).toEqual(["app/routes/example.tsx: MESSAGES"]);
    expect(serverValuesInBrowserCode(route, source.replace("<p>{MESSAGES.sold}</p>", "<p />"))).toEqual([]);
    // A module-level value is computed as the module loads, in the browser too, whoever uses it.
    expect(serverValuesInBrowserCode(route, `${source}\nconst onLoad = readThing();`)).toEqual(["app/routes/example.tsx: MESSAGES", "app/routes/example.tsx: readThing"]);
  });

  it("holds for every route, component and shared module of the app", () => {
    const files = browserFiles(path.join(ROOT, "app"));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => serverValuesInBrowserCode(file, readFileSync(file, "utf8")))).toEqual([]);
  });
});
