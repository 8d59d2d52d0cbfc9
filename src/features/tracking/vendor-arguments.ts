/**
 * The vendors' snippets queue their calls as the function's `arguments` object, not as an array: gtag.js pushes
 * `arguments` onto the dataLayer, and the tag manager tells a gtag command (`['event', 'conversion', {...}]`) from a
 * plain dataLayer message by exactly that; the Meta stub queues `arguments` too. An array would be read as a message
 * and the command lost, so this mirrors the snippets and returns a real Arguments object.
 */
export function argumentsObject(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the Arguments object itself is the point (see above)
  return arguments;
}
