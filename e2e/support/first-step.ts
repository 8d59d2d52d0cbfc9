/** The first step's first text field, whichever kind (amount, email, phone) a variant starts with. */
export const FIRST_TEXT_FIELD =
  'main form input[type="text"], main form input[type="email"], main form input[type="tel"]';
