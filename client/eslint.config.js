import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;

// Every folder under src/features is a feature, read at lint time so a new
// feature is fenced in without touching this file.
const features = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The client's import boundaries (client/README.md, "Boundaries"), one way
// down: main.tsx → src/app → src/features → src/shell → src/ui, src/lib.
// - a feature imports src/shell, src/lib, src/ui, src/gql and its own
//   folder, never another feature;
// - src/shell (page frame, lazy pages, routing types, session, Apollo) is
//   below the features: it imports no feature and not src/app;
// - src/lib and src/ui are below the features and the shell: they import
//   none of them;
// - src/app is the top (App.tsx composes the features' routes): only
//   main.tsx imports it, and it enters a feature only through its routes.tsx.
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move the shared piece to src/ui or src/lib, or export it from the owning feature\'s routes.tsx and hand it over in src/app/App.tsx.',
  })),
  {
    target: './src/shell',
    from: ['./src/features', './src/app'],
    message: 'src/shell is below the features and the app: it imports neither (a feature hands its pieces over through src/app/App.tsx).',
  },
  {
    target: ['./src/lib', './src/ui'],
    from: ['./src/features', './src/shell', './src/app'],
    message: 'src/lib and src/ui are shared by every feature and the shell, so they import none of them.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'src/app is the top: only main.tsx imports it. Move what a feature needs from it to src/shell.',
  },
  {
    target: './src/app',
    from: './src/features',
    except: features.map((feature) => `./${feature}/routes.tsx`),
    message: 'The app imports a feature only through its routes.tsx.',
  },
  // The staff console (src/console, its own build) and the member app share
  // only src/lib and src/gql: neither imports the other's pages or design
  // system (antd for the console, antd-mobile through src/ui for members).
  {
    target: './src/console',
    from: ['./src/app', './src/features', './src/shell', './src/ui'],
    message: 'The staff console is an app of its own: it shares only src/lib and src/gql with the member app.',
  },
  {
    target: ['./src/app', './src/features', './src/shell', './src/ui', './src/lib'],
    from: './src/console',
    message: 'The member app never imports the staff console.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'src/gql', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Resolves `./Foo` to Foo.tsx the way tsc does; without a resolved file
      // no-restricted-paths would pass silently, hence no-unresolved below.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Vite plugins' virtual modules (vite-plugin-pwa's register hook) have no file.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
    },
  },
  {
    // One design system: pages take controls from src/ui, which alone
    // imports antd-mobile (per component, so each chunk holds only its own).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/**', 'src/console/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['antd-mobile', 'antd-mobile/*', 'antd-mobile-icons', 'antd-mobile-icons/*'], message: 'Take controls from src/ui (the design system).' },
            { group: ['antd', 'antd/*', '@ant-design/*'], message: 'antd is the staff console\'s design system (src/console); member pages take controls from src/ui.' },
            { group: ['**/gql/staff', '**/gql/staff/*'], message: 'Staff operations belong to the staff console (src/console): the member app keeps no staff page.' },
          ],
        },
      ],
    },
  },
  {
    // The console's design system is antd (and pro-components); antd-mobile
    // never reaches its chunks.
    files: ['src/console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['antd-mobile', 'antd-mobile/*', 'antd-mobile-icons', 'antd-mobile-icons/*'], message: 'The console uses antd, not antd-mobile.' }] },
      ],
    },
  },
  {
    files: ['e2e/**/*.mjs'],
    // Node globals, and the page's globals inside page.evaluate callbacks.
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        fetch: 'readonly',
        localStorage: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
);
