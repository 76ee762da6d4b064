import type { Rule } from 'eslint';

export function layerOf(path: string): string | null;
declare const rule: Rule.RuleModule;
export default rule;
