// Keeps the layers pointing one way: api-spec → src/generated → src/lib → src/machines →
// src/features → src/app, with shared UI in src/components. A feature never imports another
// feature, machines and lib import no React, and mocks/ is reached only through the app's
// guarded dynamic import (src/app/mocking.ts) so production builds carry no mock code.
import { dirname, relative, resolve, sep } from 'node:path';

const reactPackages = [
  'react',
  'react-dom',
  'react-router',
  'react-i18next',
  '@xstate/react',
  'radix-ui',
];
const mockPackages = ['msw', '@faker-js/faker'];

/** Which layer a repo-relative path belongs to, or null for files outside the layers. */
export function layerOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'mocks') return 'mocks';
  if (parts[0] !== 'src') return null;
  switch (parts[1]) {
    case 'generated':
      return 'generated';
    case 'lib':
      return parts[2] === 'http' ? 'lib/http' : 'lib';
    case 'machines':
      return 'machines';
    case 'components':
      return 'components';
    case 'locales':
      return 'locales';
    case 'app':
      return 'app';
    case 'features':
      return parts[2] && !parts[2].includes('.') ? `feature:${parts[2]}` : 'features';
    default:
      return 'src';
  }
}

const allowed = {
  generated: ['generated', 'lib/http'],
  'lib/http': ['lib/http', 'lib'],
  lib: ['lib', 'lib/http', 'generated', 'locales'],
  machines: ['machines', 'lib', 'lib/http', 'generated'],
  // Shared views may name the API's types (a session's User); they never call machines.
  components: ['components', 'lib', 'generated'],
  app: [
    'app',
    'features',
    'components',
    'machines',
    'lib',
    'lib/http',
    'generated',
    'locales',
    'src',
  ],
  mocks: ['mocks', 'generated', 'lib', 'lib/http', 'locales'],
  src: ['src', 'lib', 'lib/http', 'generated'],
};

function mayImport(from, to) {
  if (to === null) return true;
  if (from.startsWith('feature:')) {
    return to === from || ['components', 'machines', 'lib', 'lib/http', 'generated'].includes(to);
  }
  if (to.startsWith('feature:')) return from === 'app';
  return (allowed[from] ?? []).includes(to);
}

const isTestFile = (path) => /\.test\.tsx?$/.test(path) || path.startsWith('tests/');

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of the architecture.' },
    schema: [
      { type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false },
    ],
    messages: {
      layer:
        '{{from}} may not import {{to}} ({{source}}): layers point api-spec → generated → lib → machines → features → app.',
      feature:
        'A feature never imports another feature ({{from}} → {{to}}). Move shared code to src/components or src/lib, or compose in src/app.',
      react: '{{from}} imports no React ({{source}}): keep it testable without a renderer.',
      mocks:
        'Mock code ({{source}}) is reached only through the dynamic import in src/app/mocking.ts, so production builds carry none.',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const file = relative(root, context.filename).split(sep).join('/');
    const from = layerOf(file);
    if (from === null) return {};
    const test = isTestFile(file);

    function check(node, source, dynamic) {
      if (typeof source !== 'string') return;
      const packageName = source.startsWith('@')
        ? source.split('/').slice(0, 2).join('/')
        : source.split('/')[0];
      let target = null;
      if (source.startsWith('@/')) target = `src/${source.slice(2)}`;
      else if (source.startsWith('.'))
        target = relative(root, resolve(dirname(context.filename), source))
          .split(sep)
          .join('/');

      if (target === null) {
        if (
          ['lib', 'lib/http', 'machines', 'generated', 'locales'].includes(from) &&
          reactPackages.includes(packageName)
        ) {
          context.report({ node, messageId: 'react', data: { from, source } });
        }
        if (
          !test &&
          from !== 'mocks' &&
          from !== 'generated' &&
          mockPackages.includes(packageName)
        ) {
          context.report({ node, messageId: 'mocks', data: { source } });
        }
        return;
      }

      const to = layerOf(target);
      if (to === 'mocks' || /\.msw(\.ts)?$/.test(target)) {
        const viaGate = dynamic && file === 'src/app/mocking.ts';
        if (!viaGate && !test && from !== 'mocks')
          context.report({ node, messageId: 'mocks', data: { source } });
        return;
      }
      if (test) return;
      if (mayImport(from, to)) return;
      const messageId =
        from.startsWith('feature:') && to?.startsWith('feature:') ? 'feature' : 'layer';
      context.report({ node, messageId, data: { from, to: to ?? target, source } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, false),
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node, node.source.value, true),
    };
  },
};
