export { coinTypeFromChainId } from './coinTypeFromChainId.js';
export { isValidAccountName } from './isValidAccountName.js';
export { isNameWithSuffix, stripNameSuffix, withNameSuffix } from './nameSuffix.js';
