/**
 * What other features use of discovery: the Discover list (exports).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { discoverViewer, listDiscovered } from './discover-list';
