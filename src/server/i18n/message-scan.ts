// Every English error and validation message the code can send, found by
// reading the source (ADR 026): the catalogue test (messages.test.ts) checks
// that each one is an entry of the `errors` area. Used by tests only; it needs
// the TypeScript compiler, which the server never loads.
//
// Where a message arises:
// - the message of `new HttpError(…)` and the values of its `fields` (so every
//   helper of http-error.ts, with the English the call site passes or the
//   helper's default);
// - a zod message: the `params` argument of a zod function or method (a
//   string, or the `error` / `message` of an options object);
// - a `message` property or a `message` variable (issues, error answers).
// A message is evaluated as far as the source allows: constants, template
// literals, conditionals, helper functions such as `amountMessage(label)`, and
// a function's parameters through every call of the function in the source.
// What only the running program knows (a user's input, a date) is left as a
// sample value; a message known only at run time (`issue.message`) comes from
// one of the places above, where it is checked.
import ts from "typescript";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

export interface FoundMessage {
  /** The message, with a sample value where only the running program knows the text. */
  text: string;
  /** Texts of the code (field labels, "flight quotes") put into the message by a template. */
  labels: string[];
  /** Parts that are data, not words: numbers, lists of codes ("USD, EUR"), samples of what only the running program knows. */
  data: string[];
  /** file:line of the place the message arises. */
  where: string;
}

/** The sample for a value only the running program knows: a number where the value is one, else a word. */
const SAMPLE_NUMBER = "1";
const SAMPLE_TEXT = "Sample";

interface Value {
  text: string;
  /** Made of the code's own text only (no number, no list of codes, nothing unknown). */
  literal: boolean;
  /** Nothing of it is known from the source. */
  unknown: boolean;
  labels: string[];
  data: string[];
}

type Env = Map<ts.Symbol, Value[]>;

const MAX_VARIANTS = 64;

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...tsFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

/**
 * The messages of the source files under `dirs` (not tests, nor the files and
 * folders of `skipPaths`).
 */
export function scanMessages(root: string, dirs: string[], skipPaths: string[]): FoundMessage[] {
  const skip = (file: string) => skipPaths.some((p) => file === join(root, p) || file.startsWith(join(root, p) + "/"));
  const files = dirs.flatMap((d) => tsFiles(join(root, d))).filter((f) => !skip(f));
  const config = ts.getParsedCommandLineOfConfigFile(join(root, "tsconfig.json"), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  });
  if (!config) throw new Error("tsconfig.json not readable");
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const sources = files.map((f) => program.getSourceFile(f)!).filter(Boolean);
  const inScan = (node: ts.Node) => {
    const file = node.getSourceFile().fileName;
    return files.includes(file);
  };

  const symbolOf = (node: ts.Node): ts.Symbol | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol;
  };

  type FunctionNode = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration | ts.MethodDeclaration;
  const isFunctionNode = (n: ts.Node): n is FunctionNode =>
    ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n);

  /** The function a symbol names, when the source defines it. */
  const functionOf = (symbol: ts.Symbol | undefined): FunctionNode | undefined => {
    const decl = symbol?.valueDeclaration;
    if (!decl || !inScan(decl)) return undefined;
    if (isFunctionNode(decl)) return decl;
    if (ts.isVariableDeclaration(decl) && decl.initializer) {
      const init = skipOuter(decl.initializer);
      if (isFunctionNode(init)) return init;
    }
    return undefined;
  };

  // Every call of each function of the source, for binding its parameters.
  const callsOf = new Map<FunctionNode, ts.CallLikeExpression[]>();
  const visitCalls = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const fn = functionOf(symbolOf(node.expression));
      if (fn) callsOf.set(fn, [...(callsOf.get(fn) ?? []), node]);
    }
    ts.forEachChild(node, visitCalls);
  };
  sources.forEach(visitCalls);

  const enclosingFunction = (node: ts.Node): FunctionNode | undefined => {
    for (let n = node.parent; n; n = n.parent) if (isFunctionNode(n)) return n;
    return undefined;
  };

  const unknownValue = (node: ts.Node): Value => {
    const type = checker.getTypeAtLocation(node);
    const numeric = !!(type.flags & ts.TypeFlags.NumberLike);
    const text = numeric ? SAMPLE_NUMBER : SAMPLE_TEXT;
    return { text, literal: false, unknown: true, labels: [], data: [text] };
  };
  const known = (text: string, literal: boolean): Value => ({ text, literal, unknown: false, labels: [], data: literal ? [] : [text] });

  /** Every combination of the parts' values, concatenated. */
  const concat = (parts: Value[][], labelled: boolean[]): Value[] => {
    let out: Value[] = [known("", true)];
    parts.forEach((values, i) => {
      const next: Value[] = [];
      for (const a of out) {
        for (const b of values) {
          const label = labelled[i] && b.literal && /\p{L}/u.test(b.text) ? [b.text] : [];
          next.push({
            text: a.text + b.text,
            literal: a.literal && b.literal,
            unknown: false,
            labels: [...a.labels, ...b.labels, ...label],
            data: [...a.data, ...b.data],
          });
        }
      }
      out = next.slice(0, MAX_VARIANTS);
    });
    if (parts.length > 0 && parts.every((p) => p.every((v) => v.unknown))) return out.map((v) => ({ ...v, unknown: true }));
    return out;
  };

  const evaluating = new Set<ts.Node>();

  /** The values an expression can have, as far as the source tells. */
  function evaluate(node: ts.Expression, env: Env, depth = 0): Value[] {
    node = skipOuter(node);
    if (depth > 12 || evaluating.has(node)) return [unknownValue(node)];
    evaluating.add(node);
    try {
      return evaluateInner(node, env, depth);
    } finally {
      evaluating.delete(node);
    }
  }

  function evaluateInner(node: ts.Expression, env: Env, depth: number): Value[] {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [known(node.text, true)];
    if (ts.isNumericLiteral(node)) return [known(String(Number(node.text)), false)];
    if (ts.isTemplateExpression(node)) {
      const parts: Value[][] = [[known(node.head.text, true)]];
      const labelled: boolean[] = [false];
      for (const span of node.templateSpans) {
        parts.push(evaluate(span.expression, env, depth + 1), [known(span.literal.text, true)]);
        labelled.push(true, false);
      }
      return concat(parts, labelled);
    }
    if (ts.isConditionalExpression(node)) {
      return [...evaluate(node.whenTrue, env, depth + 1), ...evaluate(node.whenFalse, env, depth + 1)].slice(0, MAX_VARIANTS);
    }
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.PlusToken) {
        return concat([evaluate(node.left, env, depth + 1), evaluate(node.right, env, depth + 1)], [false, false]);
      }
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
        const left = evaluate(node.left, env, depth + 1).filter((v) => !v.unknown);
        return [...left, ...evaluate(node.right, env, depth + 1)];
      }
      return [unknownValue(node)];
    }
    if (ts.isIdentifier(node)) {
      const symbol = symbolOf(node);
      if (!symbol) return [unknownValue(node)];
      const bound = env.get(symbol);
      if (bound) return bound;
      const decl = symbol.valueDeclaration;
      if (decl && inScan(decl) && ts.isVariableDeclaration(decl) && decl.initializer && ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) {
        return evaluate(decl.initializer, new Map(), depth + 1);
      }
      return [unknownValue(node)];
    }
    if (ts.isCallExpression(node)) {
      // A list of the code's values, joined: "USD, EUR, …" (data, not words to translate).
      if (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "join") {
        const items = arrayItems(node.expression.expression, depth);
        const separator = node.arguments[0] ? evaluate(node.arguments[0], env, depth + 1)[0]?.text : ",";
        if (items && separator !== undefined) return [known(items.join(separator), false)];
        return [unknownValue(node)];
      }
      const fn = functionOf(symbolOf(node.expression));
      const body = fn && returnedExpression(fn);
      if (fn && body) {
        const envs = bindArguments(fn, node, env, depth);
        return envs.flatMap((e) => evaluate(body, e, depth + 1)).slice(0, MAX_VARIANTS);
      }
      return [unknownValue(node)];
    }
    return [unknownValue(node)];
  }

  /** The items of a constant array of texts (`[...] as const`), or null. */
  function arrayItems(node: ts.Expression, depth: number): string[] | null {
    node = skipOuter(node);
    if (ts.isIdentifier(node)) {
      const decl = symbolOf(node)?.valueDeclaration;
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer) return arrayItems(decl.initializer, depth + 1);
      return null;
    }
    if (!ts.isArrayLiteralExpression(node)) return null;
    const items: string[] = [];
    for (const el of node.elements) {
      const values = ts.isSpreadElement(el) ? null : evaluate(el, new Map(), depth + 1);
      if (!values || values.length !== 1 || values[0]!.unknown) return null;
      items.push(values[0]!.text);
    }
    return items;
  }

  /** The parameters of `fn` bound to the arguments of one call (defaults where an argument is left out). */
  function bindArguments(fn: FunctionNode, call: ts.CallLikeExpression, env: Env, depth: number): Env[] {
    const args = ts.isCallExpression(call) || ts.isNewExpression(call) ? [...(call.arguments ?? [])] : [];
    let envs: Env[] = [new Map(env)];
    fn.parameters.forEach((param, i) => {
      if (!ts.isIdentifier(param.name)) return;
      const symbol = checker.getSymbolAtLocation(param.name);
      if (!symbol) return;
      const arg = args[i];
      const values = arg ? evaluate(arg, env, depth + 1) : param.initializer ? evaluate(param.initializer, new Map(), depth + 1) : [unknownValue(param)];
      envs = envs.flatMap((e) => values.map((v) => new Map(e).set(symbol, [v]))).slice(0, MAX_VARIANTS);
    });
    return envs;
  }

  /**
   * The bindings the parameters of the functions around `node` can have: one
   * per call of each (through the calls of the functions around those calls),
   * or none bound where the source never calls the function (a library does).
   */
  function contexts(node: ts.Node, depth = 0): Env[] {
    const fn = enclosingFunction(node);
    if (!fn || depth > 5) return [new Map()];
    const calls = callsOf.get(fn) ?? [];
    if (calls.length === 0) return contexts(fn, depth + 1);
    return calls.flatMap((call) => contexts(call, depth + 1).flatMap((outer) => bindArguments(fn, call, outer, 0)));
  }

  const found: FoundMessage[] = [];
  const seen = new Set<string>();
  const record = (expr: ts.Expression) => {
    const file = expr.getSourceFile();
    const where = `${relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(expr.getStart()).line + 1}`;
    for (const env of contexts(expr)) {
      for (const value of evaluate(expr, env)) {
        // Known only at run time as a whole: it arose at one of the places scanned here.
        // Text without a letter ("") is no message.
        if (value.unknown || !/\p{L}/u.test(value.text)) continue;
        const key = `${where}\n${value.text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({ text: value.text, labels: value.labels, data: value.data, where });
      }
    }
  };

  /** A zod options argument: a message, or an object with `error` / `message`. */
  const recordParams = (arg: ts.Expression) => {
    arg = skipOuter(arg);
    if (ts.isIdentifier(arg)) {
      const decl = symbolOf(arg)?.valueDeclaration;
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer && ts.isObjectLiteralExpression(skipOuter(decl.initializer))) {
        return recordParams(decl.initializer);
      }
    }
    if (ts.isObjectLiteralExpression(arg)) {
      for (const prop of arg.properties) {
        if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name) && (prop.name.text === "error" || prop.name.text === "message")) {
          if (!isFunctionNode(skipOuter(prop.initializer))) record(prop.initializer);
        }
      }
      return;
    }
    if (!isFunctionNode(arg)) record(arg);
  };

  const isZod = (decl: ts.Declaration | undefined) => !!decl && /[\\/]node_modules[\\/]zod[\\/]/.test(decl.getSourceFile().fileName);
  const isHttpError = (node: ts.Expression) => symbolOf(node)?.getName() === "HttpError" && !!symbolOf(node)?.valueDeclaration && inScan(symbolOf(node)!.valueDeclaration!);

  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && isHttpError(node.expression)) {
      const [, , message, fields] = node.arguments ?? [];
      if (message) record(message);
      if (fields && ts.isObjectLiteralExpression(skipOuter(fields))) {
        for (const prop of (skipOuter(fields) as ts.ObjectLiteralExpression).properties) if (ts.isPropertyAssignment(prop)) record(prop.initializer);
      }
    } else if (ts.isCallExpression(node)) {
      const signature = checker.getResolvedSignature(node);
      const decl = signature?.getDeclaration();
      if (isZod(decl as ts.Declaration | undefined) && signature) {
        node.arguments.forEach((arg, i) => {
          const param = signature.getParameters()[i];
          if (param && /^_?params$/.test(param.getName())) recordParams(arg);
        });
      }
    } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === "message") {
      record(node.initializer);
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === "message" && node.initializer) {
      record(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  sources.forEach(visit);
  return found;
}

function skipOuter(node: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) {
    node = node.expression;
  }
  return node;
}

/** What a function returns when its body is one expression, or one `return` (with only declarations before it). */
function returnedExpression(fn: ts.SignatureDeclaration & { body?: ts.ConciseBody }): ts.Expression | undefined {
  const body = fn.body;
  if (!body) return undefined;
  if (!ts.isBlock(body)) return body;
  const statements = body.statements.filter((s) => !ts.isVariableStatement(s));
  const last = statements.length === 1 ? statements[0] : undefined;
  return last && ts.isReturnStatement(last) ? last.expression : undefined;
}
