import ts from 'typescript';

/** Attributes whose value the user reads (or hears): `label`, `aria-label`, `confirmLabel`, `placeholder`… */
const TEXT_ATTRIBUTE =
  /^(label|title|placeholder|alt|description|tooltip|message|error|legend|caption|hint|text)$|(^aria-(label|description|valuetext|roledescription)$)|(Label|Title|Placeholder|Description|Tooltip|Message|Error|Text|Caption|Hint)$/;
const LETTER = /\p{L}/u;
/** Object keys whose value is shown: the text attributes' names, and a table column's `header`. */
const TEXT_KEY =
  /^(label|title|header|placeholder|description|tooltip|message|emptyText|caption|hint|text)$|(Label|Title|Header|Placeholder|Description|Tooltip|Message|Text|Caption|Hint)$/;
/** Operators whose operands can be what is shown (`a ?? 'x'`, `'a' + b`); not comparisons (`status === 'PAID'`). */
const SHOWN_OPERANDS = new Set([
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
]);

export interface JsxText {
  line: number;
  text: string;
}

/** The literal strings of a JSX expression that would be shown as they are (not call arguments). */
function shownLiterals(node: ts.Node, found: ts.Node[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node);
  else if (ts.isTemplateExpression(node)) {
    found.push(node.head);
    for (const span of node.templateSpans) {
      found.push(span.literal);
      shownLiterals(span.expression, found);
    }
  } else if (ts.isConditionalExpression(node)) {
    shownLiterals(node.whenTrue, found);
    shownLiterals(node.whenFalse, found);
  } else if (ts.isBinaryExpression(node) && SHOWN_OPERANDS.has(node.operatorToken.kind)) {
    shownLiterals(node.left, found);
    shownLiterals(node.right, found);
  } else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) shownLiterals(node.expression, found);
}

/**
 * Product texts written inline in a .tsx file's JSX: text between tags, and string literals given
 * to a text attribute (label, title, aria-label…) or shown as a child expression. Anything with a
 * letter counts; punctuation and numbers alone do not.
 */
export function inlineJsxTexts(fileName: string, source: string): JsxText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) found.push(node);
    else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTE.test(node.name.getText(file)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) found.push(node.initializer);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression)
        shownLiterals(node.initializer.expression, found);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      shownLiterals(node.expression, found);
    // A shown text given as data: `{ header: 'Valor' }` in a column list, `{ label: 'Pago' }` in options.
    else if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      TEXT_KEY.test(node.name.text)
    )
      shownLiterals(node.initializer, found);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found
    .map((node) => ({
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      text: (ts.isJsxText(node) ? node.text : node.getText(file)).replace(/\s+/g, ' ').trim(),
    }))
    .filter(({ text }) => LETTER.test(text));
}
