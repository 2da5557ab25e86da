/**
 * What other features use of discovery: the Discover list (exports), the interests rule the
 * digest and My week match discovered CFPs with, and the digest's discovery lists.
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { discoverViewer, listDiscovered } from './discover-list';
export { matchesInterests } from './interests';
export { discoveryDigestLists, type DigestCfp } from './digest-lists';
