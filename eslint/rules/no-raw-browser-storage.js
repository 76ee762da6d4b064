// Browser storage and object URLs each have one home in src/. Storage fails in ordinary use
// (disabled, full, a private window), and every key is a promise to the browsers that hold it:
// src/lib/storage/ reads and writes through one list of keys and never throws. An object URL
// holds its bytes until revoked, and revoking it too soon cancels a download: files are saved by
// src/lib/browser/save-file.ts and blobs shown through src/components/ui/use-object-url.ts.
// eslint.config.js applies this to src/ and exempts those modules (and tests).

const storageNames = new Set(['localStorage', 'sessionStorage']);
const objectUrlNames = new Set(['createObjectURL', 'revokeObjectURL']);

/** The name a member expression or object pattern property reaches, when it is written out. */
function keyName(node, computed) {
  if (!computed && node.type === 'Identifier') return node.name;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0].value.cooked;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Browser storage goes through src/lib/storage/, object URLs through the save-file and useObjectUrl helpers.',
    },
    schema: [],
    messages: {
      storage:
        '{{name}} is reached only through src/lib/storage/ (readStored / writeStored / removeStored over a key of storedValues): one list of the keys browsers hold, and no page breaks where storage is disabled or full.',
      objectUrl:
        'URL.{{name}} is called only by fileSaver (src/lib/browser/save-file.ts, for downloads) and useObjectUrl (src/components/ui/use-object-url.ts, to show a blob): one place decides when the bytes are let go.',
    },
  },
  create(context) {
    function reportName(node, name) {
      if (storageNames.has(name)) context.report({ node, messageId: 'storage', data: { name } });
      else if (objectUrlNames.has(name))
        context.report({ node, messageId: 'objectUrl', data: { name } });
    }

    return {
      // window.localStorage, globalThis['sessionStorage'], URL.createObjectURL, self.URL.revokeObjectURL
      MemberExpression(node) {
        const name = keyName(node.property, node.computed);
        if (name) reportName(node, name);
      },
      // const { localStorage } = window
      'ObjectPattern > Property'(node) {
        const name = keyName(node.key, node.computed);
        if (name && storageNames.has(name)) reportName(node, name);
      },
      // localStorage.getItem(...), a bare global whether declared by the config or not
      'Program:exit'(program) {
        const globalScope = context.sourceCode.getScope(program);
        for (const name of storageNames) {
          const variable = globalScope.set.get(name);
          const references = [
            ...(variable && variable.defs.length === 0 ? variable.references : []),
            ...globalScope.through.filter((reference) => reference.identifier.name === name),
          ];
          for (const reference of new Set(references)) reportName(reference.identifier, name);
        }
      },
    };
  },
};
