/** Moved to ui-react/components/PanelState; this path stays until the Swap views import it from there. */
export { PanelState, type PanelStateProps } from '../../components/PanelState/PanelState.js';
