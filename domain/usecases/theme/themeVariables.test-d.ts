/**
 * Type tests (checked by the typecheck of the test command, not run): `themeVariables` takes exactly the known
 * variables (ours and the AppKit names), so a misspelt one is a compile error, and the presets spread into
 * createWalletport and setTheme.
 */
import { setTheme } from '../../../actions/setTheme.js';
import { createWalletport } from '../../../client/create-walletport.js';
import { mainnet } from '../../../networks.js';
import { darkTheme, lightTheme } from '../../entities/theme/presets.js';
import type { ThemeVariablesInput } from '../../entities/theme/themeVariableNames.js';

const base = { projectId: 'p', networks: [mainnet] } as const;

createWalletport({
  ...base,
  themeVariables: {
    '--wp-accent': '#7b3fe4',
    '--wp-accent-foreground': 'white',
    '--wp-color-mix': '#000',
    '--wp-color-mix-strength': 20,
    '--wp-font-family': 'Inter, sans-serif',
    '--wp-font-family-mono': 'ui-monospace, monospace',
    '--wp-font-size-master': '10px',
    '--wp-border-radius-master': 4,
    '--wp-border-radius-small': '2px',
    '--wp-border-radius-medium': '8px',
    '--wp-border-radius-large': '16px',
    '--wp-overlay-blur': '4px',
    '--wp-z-index': 1000,
    '--w3m-accent': 'red',
  },
});

// @ts-expect-error a misspelt variable does not compile (and at run time is left out with a warning: "did you mean `--wp-accent`?")
createWalletport({ ...base, themeVariables: { '--wp-accnt': 'red' } });

// @ts-expect-error a RainbowKit knob is not a variable: it goes to the presets
createWalletport({ ...base, themeVariables: { accentColor: 'red' } });

// @ts-expect-error a value is a string or a number
createWalletport({ ...base, themeVariables: { '--wp-accent': true } });

createWalletport({ ...darkTheme({ accentColor: '#7b3fe4', borderRadius: 'large', fontStack: 'rounded', overlayBlur: 'small' }), ...base });
createWalletport({ ...base, ...lightTheme() });

// @ts-expect-error the radius knob is one of none, small, medium, large
lightTheme({ borderRadius: 'huge' });

// @ts-expect-error a preset's knobs are named like RainbowKit's: no unknown knob
darkTheme({ accent: 'red' });

const variables: ThemeVariablesInput = darkTheme().themeVariables;
void variables;

declare const client: ReturnType<typeof createWalletport>;
void setTheme(client, darkTheme({ accentColor: 'teal' }));
// @ts-expect-error setTheme takes the same exact names
void setTheme(client, { themeVariables: { '--wp-accnt': 'red' } });
