/**
 * What other features use of assets: the file columns of a text asset (a trip's report).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { textAssetFile } from './asset-create.service';
