// The help widget's public surface: the signed-in layout mounts the button and leaves room for it.
export { HelpWidget, helpButtonClearance, useHelpWidgetShown } from './components/help-widget';
