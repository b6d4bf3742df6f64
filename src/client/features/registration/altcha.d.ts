import type { HTMLAttributes, Ref } from 'react';

/** The altcha robot-check web component, as used in AltchaField.tsx. */
interface AltchaWidgetAttributes extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  challenge?: string;
  name?: string;
  auto?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetAttributes;
    }
  }
}
