// Keeps the layers pointing one way: api-spec → src/generated → src/lib → src/machines →
// src/entities → src/features → src/app, with presentation that knows no API in src/components.
// src/entities holds the domain pieces several features share (queries, machine bindings,
// domain components). A feature never imports another feature, machines and lib import no
// React, src/components reaches neither a machine nor the generated client, and mocks/ is
// reached only through the app's guarded dynamic import (src/app/mocking.ts) so production
// builds carry no mock code. contract/, the contract harness, is a package of its own that judges
// servers the mock among them: it stands on the spec, the generated schemas, the translations,
// the app's multipart serializer, the capability registry and its own fixtures, and never on
// mocks/ (no import, and no path into it in a string either). The capability registry
// (src/lib/capabilities/registry.ts) is plain data that the app, the mock and the harness all
// read: every layer may import it, and it imports nothing.
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
  if (parts[0] === 'contract') return 'contract';
  if (parts[0] !== 'src') return null;
  switch (parts[1]) {
    case 'generated':
      // The client makes calls; models and zod schemas are plain types and data.
      return parts[2] === 'client' ? 'generated/client' : 'generated';
    case 'lib':
      if (parts[2] === 'capabilities' && /^registry(\.ts)?$/.test(parts[3] ?? ''))
        return 'lib/capabilities';
      return parts[2] === 'http' ? 'lib/http' : 'lib';
    case 'machines':
      return 'machines';
    case 'components':
      return 'components';
    case 'entities':
      return 'entities';
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

const generatedAll = ['generated', 'generated/client'];
const allowed = {
  generated: generatedAll.concat('lib/http'),
  'generated/client': generatedAll.concat('lib/http'),
  'lib/http': ['lib/http', 'lib'],
  lib: ['lib', 'lib/http', 'locales', ...generatedAll],
  machines: ['machines', 'lib', 'lib/http', ...generatedAll],
  // Shared domain pieces: queries over the generated client, machine bindings, domain views.
  entities: ['entities', 'components', 'machines', 'lib', 'lib/http', 'locales', ...generatedAll],
  // Presentation only: it may name the API's types, never call the API or run a machine.
  components: ['components', 'lib', 'generated'],
  app: [
    'app',
    'features',
    'entities',
    'components',
    'machines',
    'lib',
    'lib/http',
    'locales',
    'src',
    ...generatedAll,
  ],
  mocks: ['mocks', 'lib', 'lib/http', 'locales', ...generatedAll],
  // The harness's package bundles these: the spec and schemas, the serializer, translations,
  // the capability registry.
  contract: ['contract', 'generated', 'lib/http', 'locales', 'lib/capabilities'],
  // Plain data, read by all: it imports nothing.
  'lib/capabilities': ['lib/capabilities'],
  src: ['src', 'lib', 'lib/http', ...generatedAll],
};

const featureMayImport = ['entities', 'components', 'machines', 'lib', 'lib/http', ...generatedAll];

function mayImport(from, to) {
  if (to === null) return true;
  if (to === 'lib/capabilities') return !from.startsWith('generated') && from !== 'locales';
  if (from.startsWith('feature:')) return to === from || featureMayImport.includes(to);
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
        '{{from}} may not import {{to}} ({{source}}): layers point api-spec → generated → lib → machines → entities → features → app; src/components is presentation that knows no API.',
      feature:
        'A feature never imports another feature ({{from}} → {{to}}). Move shared domain code to src/entities (or presentation to src/components), or compose in src/app.',
      react: '{{from}} imports no React ({{source}}): keep it testable without a renderer.',
      mocks:
        'Mock code ({{source}}) is reached only through the dynamic import in src/app/mocking.ts, so production builds carry none.',
      contractMocks:
        'contract/ is a package of its own that judges the mock like any server: it reads nothing of mocks/ ({{source}}). Put what it needs in contract/ (its fixtures, its defaults).',
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
          ['lib', 'lib/http', 'machines', 'generated', 'generated/client', 'locales'].includes(
            from,
          ) &&
          reactPackages.includes(packageName)
        ) {
          context.report({ node, messageId: 'react', data: { from, source } });
        }
        if (
          !test &&
          from !== 'mocks' &&
          !from.startsWith('generated') &&
          mockPackages.includes(packageName)
        ) {
          context.report({ node, messageId: 'mocks', data: { source } });
        }
        return;
      }

      const to = layerOf(target);
      if (from === 'contract' && (to === 'mocks' || /\.msw(\.ts)?$/.test(target))) {
        context.report({ node, messageId: 'contractMocks', data: { source } });
        return;
      }
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

    /** A path into mocks/ written in a string of contract/ (a file it would read). */
    function checkPath(node, text) {
      const parent = node.parent;
      if (parent && 'source' in parent && parent.source === node) return; // an import: above
      if (from === 'contract' && typeof text === 'string' && /(^|[/\\'"`])mocks\//.test(text))
        context.report({ node, messageId: 'contractMocks', data: { source: text } });
    }

    return {
      Literal: (node) => checkPath(node, node.value),
      TemplateElement: (node) => checkPath(node, node.value.raw),
      ImportDeclaration: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, false),
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node, node.source.value, true),
    };
  },
};
