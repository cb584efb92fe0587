// The recipe of docs/adding-a-resource.md, applied through code as an owner's editor would:
// a section's two modules placed where the recipe puts them (their imports made relative to
// the new place), and one entry added to each of the two lists, found in the syntax tree rather
// than by matching text, so it works whatever other sections the lists already hold.
import path from "node:path";
import ts from "typescript";

/** Where a section's two fixture modules go in a repository. */
export function recipeDestinations(section: string): { kind: string; resource: string } {
  return { kind: `build/content/kinds/${section}.ts`, resource: `functions/api/core/resources/${section}.ts` };
}

/** The import declarations of a module, with the span of each specifier's text (quotes excluded). */
function importSpecifiers(text: string, file: string): Array<{ start: number; end: number; value: string }> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) return [];
    return [{ start: specifier.getStart(source) + 1, end: specifier.getEnd() - 1, value: specifier.text }];
  });
}

/**
 * `text` (a module at `from`, in the repository at `root`) as it must read at `to`, in the
 * repository at `copy`: each relative import points at the copy's same file, or at the new
 * place of a moved module (`moved`: old absolute path → new).
 */
export function relocateModule(text: string, from: string, to: string, moved: ReadonlyMap<string, string>, root: string, copy: string): string {
  let out = text;
  for (const { start, end, value } of importSpecifiers(text, from).reverse()) {
    if (!value.startsWith(".")) continue;
    const target = path.resolve(path.dirname(from), value);
    const now = moved.get(target) ?? path.join(copy, path.relative(root, target));
    let relative = path.relative(path.dirname(to), now).split(path.sep).join("/");
    if (!relative.startsWith(".")) relative = `./${relative}`;
    out = out.slice(0, start) + relative + out.slice(end);
  }
  return out;
}

/** `text` with `line` added after its last import declaration. */
function withImport(text: string, file: string, line: string): string {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const last = source.statements.filter(ts.isImportDeclaration).at(-1);
  const at = last ? last.getEnd() : 0;
  return `${text.slice(0, at)}\n${line}${text.slice(at)}`;
}

/** The first node below `node` that `pick` accepts, depth first. */
function find<T extends ts.Node>(node: ts.Node, pick: (node: ts.Node) => node is T): T | undefined {
  if (pick(node)) return node;
  return ts.forEachChild(node, (child) => find(child, pick));
}

/**
 * resource-list.ts with `name` imported from `specifier` and added to RESOURCES, just before the
 * MCP endpoint (the API reference lists the REST sections first), or last when there is none.
 */
export function addToResourceList(text: string, name: string, specifier: string): string {
  const file = "resource-list.ts";
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const declaration = find(source, (node): node is ts.VariableDeclaration => ts.isVariableDeclaration(node) && node.name.getText(source) === "RESOURCES");
  const list = declaration?.initializer && find(declaration.initializer, ts.isArrayLiteralExpression);
  if (!list) throw new Error("resource-list.ts has no RESOURCES array");
  const mcp = list.elements.find((element) => element.getText(source) === "mcp");
  const edited = mcp
    ? `${text.slice(0, mcp.getStart(source))}${name}, ${text.slice(mcp.getStart(source))}`
    : `${text.slice(0, list.elements.end)}${list.elements.length > 0 ? ", " : ""}${name}${text.slice(list.elements.end)}`;
  return withImport(edited, file, `import { ${name} } from "${specifier}";`);
}

/**
 * kinds.ts with `kind` imported from `specifier` and added to sectionKinds({…}) under `key`
 * (quoted when it is no identifier, as `"fixture-talks"`).
 */
export function addToSectionKinds(text: string, key: string, kind: string, specifier: string): string {
  const file = "kinds.ts";
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const call = find(source, (node): node is ts.CallExpression => ts.isCallExpression(node) && node.expression.getText(source) === "sectionKinds");
  const object = call?.arguments[0];
  if (!object || !ts.isObjectLiteralExpression(object)) throw new Error("kinds.ts has no sectionKinds({ … }) call");
  const entry = `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${kind}`;
  const at = object.properties.end;
  const edited = `${text.slice(0, at)}${object.properties.length > 0 ? ", " : " "}${entry}${object.properties.length > 0 ? "" : " "}${text.slice(at)}`;
  return withImport(edited, file, `import { ${kind} } from "${specifier}";`);
}

/**
 * The modules docs/adding-a-resource.md shows, by the file its numbered step names
 * (`## 1. The content kind: \`build/content/kinds/publications.ts\``): that step's first ```ts block.
 */
export function recipeCodeBlocks(markdown: string): Map<string, string> {
  const blocks = new Map<string, string>();
  let file: string | undefined;
  let lines: string[] | undefined;
  for (const line of markdown.split("\n")) {
    if (lines) {
      if (line === "```") {
        blocks.set(file!, `${lines.join("\n")}\n`);
        [file, lines] = [undefined, undefined];
      } else lines.push(line);
      continue;
    }
    const step = /^## \d+\. [^`]*`([^`]+\.ts)`$/.exec(line);
    if (step) file = step[1];
    else if (line.startsWith("## ")) file = undefined;
    else if (line === "```ts" && file !== undefined && !blocks.has(file)) lines = [];
  }
  return blocks;
}

/** A module without the comment lines it opens with: what the recipe shows of a fixture module. */
export function withoutOpeningComment(text: string): string {
  const lines = text.split("\n");
  const first = lines.findIndex((line) => !line.startsWith("//"));
  return lines.slice(first).join("\n");
}

/**
 * `text` without the element at `at` of `elements` and the comma beside it; a list left empty
 * reads `empty` (its brackets, from `list`), as the lists read before any section was added.
 */
function withoutElement(text: string, source: ts.SourceFile, list: ts.Node, elements: ts.NodeArray<ts.Node>, at: number, empty: string): string {
  if (elements.length === 1) return `${text.slice(0, list.getStart(source))}${empty}${text.slice(list.getEnd())}`;
  const element = elements[at]!;
  const [start, end] = at > 0 ? [elements[at - 1]!.getEnd(), element.getEnd()] : [element.getStart(source), elements[at + 1]!.getStart(source)];
  return text.slice(0, start) + text.slice(end);
}

/** `text` without the import of `name`: the whole declaration when it imports nothing else. */
function withoutImport(text: string, file: string, name: string): string {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const at = bindings.elements.findIndex((element) => element.name.text === name);
    if (at < 0) continue;
    if (bindings.elements.length === 1) return text.slice(0, statement.getFullStart()) + text.slice(statement.getEnd());
    return withoutElement(text, source, bindings, bindings.elements, at, "{}");
  }
  return text;
}

/**
 * resource-list.ts without `name` in RESOURCES, nor its import: the list as it read before the
 * recipe added it. Unchanged when RESOURCES does not hold it.
 */
export function removeFromResourceList(text: string, name: string): string {
  const file = "resource-list.ts";
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const declaration = find(source, (node): node is ts.VariableDeclaration => ts.isVariableDeclaration(node) && node.name.getText(source) === "RESOURCES");
  const list = declaration?.initializer && find(declaration.initializer, ts.isArrayLiteralExpression);
  if (!list) throw new Error("resource-list.ts has no RESOURCES array");
  const at = list.elements.findIndex((element) => element.getText(source) === name);
  if (at < 0) return text;
  return withoutImport(withoutElement(text, source, list, list.elements, at, "[]"), file, name);
}

/**
 * kinds.ts without the section `key` in sectionKinds({…}), nor the import of its kind: the list
 * as it read before the recipe added it. Unchanged when the call does not hold it.
 */
export function removeFromSectionKinds(text: string, key: string): string {
  const file = "kinds.ts";
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const call = find(source, (node): node is ts.CallExpression => ts.isCallExpression(node) && node.expression.getText(source) === "sectionKinds");
  const object = call?.arguments[0];
  if (!object || !ts.isObjectLiteralExpression(object)) throw new Error("kinds.ts has no sectionKinds({ … }) call");
  const at = object.properties.findIndex((property) => property.name !== undefined && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) && property.name.text === key);
  if (at < 0) return text;
  const property = object.properties[at]!;
  const kind = ts.isPropertyAssignment(property) ? property.initializer.getText(source) : property.name!.getText(source);
  return withoutImport(withoutElement(text, source, object, object.properties, at, "{}"), file, kind);
}
