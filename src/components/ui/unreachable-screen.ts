/**
 * The `default` of a switch over a view's screens: the compiler sees every screen handled (the
 * view is `never` here), and a screen added to a machine's view without a page fails loudly.
 */
export function unreachableScreen(flow: string, view: never): never {
  throw new Error(`${flow}: a screen with no page: ${JSON.stringify(view)}`);
}
