/** Moved to ui-react/components/RowIcon; this path stays until the Swap views import it from there. */
export { RowIcon, type RowIconProps } from '../../components/RowIcon/RowIcon.js';
