// How dependency-cruiser reads our TypeScript (.dependency-cruiser.cjs). Its TypeScript route
// needs the compiler's JavaScript API, which TypeScript 7 does not ship, and its swc route
// cannot read .tsx before dependency-cruiser 18 (which needs Node 22). Babel's parser reads
// TypeScript and JSX; this config hands dependency-cruiser each file's imports and nothing
// else, as plain JavaScript, which dependency-cruiser then resolves, follows and checks.
// Only dependency-cruiser loads this file (Babel itself looks for babel.config.* and .babelrc).

/**
 * Keeps of a module only what makes it depend on another, in statements dependency-cruiser
 * reads: `import 'x'` for an import or a re-export, `require('x')` for a require, `import('x')`
 * for a lazy import, and `typeOnlyImport('x')` for an import of types only (`import type`,
 * `typeof import('x')`), which compiling TypeScript would drop although a circle tied by a type
 * is still a circle. dependency-cruiser counts `typeOnlyImport` as an exotic require
 * (`exoticRequireStrings`), so a rule can tell a type import from a value import. Skipping
 * Babel's TypeScript and JSX transforms and its traversal saves a third of the cruise's time.
 */
function dependenciesOnly({ types: t }) {
  const typeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';
  const allTypes = (node) =>
    typeOnly(node) || (node.specifiers?.length > 0 && node.specifiers.every(typeOnly));
  return {
    name: 'dependencies-only',
    manipulateOptions(options, parserOptions) {
      // `<T>value` is a type assertion in .ts and an element in .tsx.
      parserOptions.plugins.push('typescript');
      if (/\.[jt]sx$/.test(options.filename ?? '')) parserOptions.plugins.push('jsx');
    },
    visitor: {
      Program(program) {
        // By kind, value imports first: dependency-cruiser keeps one of the same module's
        // imports, and a static import must not hide behind a lazy one of the same file.
        const values = [];
        const others = [];
        const value = (source) => values.push(t.importDeclaration([], t.stringLiteral(source)));
        const lazy = (source) =>
          others.push(
            t.expressionStatement(t.callExpression(t.import(), [t.stringLiteral(source)])),
          );
        const required = (source) =>
          values.push(
            t.expressionStatement(
              t.callExpression(t.identifier('require'), [t.stringLiteral(source)]),
            ),
          );
        const type = (source) =>
          others.push(
            t.expressionStatement(
              t.callExpression(t.identifier('typeOnlyImport'), [t.stringLiteral(source)]),
            ),
          );
        // A plain walk of the tree: Babel's own traversal costs as much again as the parse.
        const walk = (node) => {
          if (Array.isArray(node)) {
            for (const child of node) walk(child);
            return;
          }
          if (!node || typeof node.type !== 'string') return;
          if (/^(Import|ExportNamed|ExportAll)Declaration$/.test(node.type) && node.source) {
            (allTypes(node) ? type : value)(node.source.value);
          }
          const [first] = node.arguments ?? [];
          if (node.type === 'CallExpression' && first?.type === 'StringLiteral') {
            if (node.callee.type === 'Import') lazy(first.value);
            if (node.callee.type === 'Identifier' && node.callee.name === 'require')
              required(first.value);
          }
          if (node.type === 'ImportExpression' && node.source?.type === 'StringLiteral') {
            lazy(node.source.value);
          }
          if (node.type === 'TSImportType') {
            const source = node.argument?.value ?? node.argument?.literal?.value;
            if (typeof source === 'string') type(source);
          }
          if (node.type === 'TSExternalModuleReference') value(node.expression.value);
          for (const key in node) {
            if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments')
              walk(node[key]);
          }
        };
        walk(program.node.body);
        program.node.body = [...values, ...others];
        program.node.directives = [];
        program.skip();
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  comments: false,
  plugins: [dependenciesOnly],
};
