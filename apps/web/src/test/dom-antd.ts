// Three places where antd or the console and the test page (happy-dom) disagree, settled before any test file imports antd.
//
// 1. The test page never plays CSS animations, so it never fires their end events, and antd's leave animations (a
//    closed dialog, a dismissed toast) would wait for them: their elements would stay in the page for the next test
//    (the test files of a worker share one page). antd's motion library animates only where the page has animation
//    events and style properties: hiding those of animations makes it show and hide at once.
//
// 2. antd writes its styles into <style> elements at run time. The test page lays nothing out, yet computes every
//    style rule for each element a role query or a visibility check looks at: with antd's thousands of rules in the
//    page, that was most of a page test's time. The elements go to a node outside the page instead, so visibility is
//    decided by what the components set on the elements themselves (hidden, inline display), as in the DOM tree.
//
// 3. A browser saves a link marked `download` (the console's CSV and PDF downloads, from blob: addresses) and stays
//    on the page; the test page would leave for the link's address, and every later test file of the worker would
//    start on it.
const win = window as unknown as Record<string, unknown>;
delete win.AnimationEvent;
const styleProto = Object.getPrototypeOf(document.createElement('div').style) as Record<string, unknown>;
delete styleProto.animation;
delete styleProto.WebkitAnimation;

// Setup files run again before each test file of a worker: the page is patched once.
const patched = Symbol.for('dropport.test.runtimeStylesAside');
if (!(patched in Node.prototype)) {
  const styleHome = document.createElement('div');
  const { appendChild, insertBefore, removeChild } = Node.prototype;
  const isRuntimeStyle = (parent: Node, node: Node) => parent === document.head && node instanceof HTMLStyleElement;
  Object.defineProperty(Node.prototype, patched, { value: true });
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[download]')) event.preventDefault();
    },
    true,
  );
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    return appendChild.call(isRuntimeStyle(this, node) ? styleHome : this, node) as T;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    if (isRuntimeStyle(this, node)) return appendChild.call(styleHome, node) as T;
    return insertBefore.call(this, node, child) as T;
  };
  Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
    return removeChild.call(this === document.head && child.parentNode === styleHome ? styleHome : this, child) as T;
  };
}
