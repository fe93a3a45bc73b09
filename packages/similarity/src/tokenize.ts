import { File, Region, TokenizedFile } from '@dodona/dolos-core';
import type { Node, Parser } from 'web-tree-sitter';

/**
 * Dolos's AST tokenization (dolos-lib's CodeTokenizer, which needs the native tree-sitter binding): every
 * syntax node becomes "(", its type, ")", so renamed identifiers and changed literals tokenize alike. Comments
 * are left out. Each token maps to the part of the source its node covers outside its children.
 */
export function tokenize(parser: Parser, name: string, code: string): TokenizedFile {
  const tree = parser.parse(code);
  const tokens: string[] = [];
  const mapping: Region[] = [];
  const push = (token: string, region: Region) => {
    tokens.push(token);
    mapping.push(region);
  };
  const visit = (node: Node): [number, number] => {
    const region = new Region(
      node.startPosition.row,
      node.startPosition.column,
      node.endPosition.row,
      node.endPosition.column,
    );
    const kept = !node.type.includes('comment');
    if (kept) {
      push('(', region);
      push(node.type, region);
    }
    for (const child of node.namedChildren) {
      if (!child) continue;
      const [row, column] = visit(child);
      if (row < region.endRow || (row === region.endRow && column < region.endCol)) {
        region.endRow = row;
        region.endCol = column;
      }
    }
    if (kept) push(')', region);
    return [region.startRow, region.startCol];
  };
  if (tree) {
    visit(tree.rootNode);
    tree.delete();
  }
  return new TokenizedFile(new File(name, code), tokens, mapping);
}
