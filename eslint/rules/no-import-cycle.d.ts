import type { Rule } from 'eslint';

export function importSpecifiers(code: string): string[];
export function resolveImport(root: string, fromFile: string, specifier: string): string | null;
declare const rule: Rule.RuleModule;
export default rule;
