/**
 * Where the build keeps its copies of the language's translation files, named by their content, under the base path
 * (build/texts-folder-plugin.ts): what the app reads when the cell reads its texts from its own /locales/. Empty on
 * the dev server and in the unit tests, which read /locales/{lng}/{ns}.json.
 */
export { TEXTS_FOLDER } from 'virtual:texts-folder';
