// Two places where antd and jsdom disagree, settled before any test file imports antd.
//
// 1. jsdom never fires the end events of CSS animations, so antd's leave animations (a closed dialog, a dismissed
//    toast) would never finish, and their elements would stay in the page for the next test (the test files of a
//    worker share one page). antd's motion library animates only where the browser reports an animation's end:
//    hiding the one vendor property it finds in jsdom (which has no AnimationEvent) makes it show and hide at once.
//
// 2. antd writes its styles into <style> elements at run time. jsdom lays nothing out, yet computes every style
//    rule for each element a role query or a visibility check looks at: with antd's thousands of rules in the page,
//    that was 60 % of a page test's time. The elements go to a node outside the page instead, so visibility is
//    decided by what the components set on the elements themselves (hidden, inline display), as in the DOM tree.
delete (Object.getPrototypeOf(document.createElement('div').style) as Record<string, unknown>).WebkitAnimation;

// Setup files run again before each test file of a worker: the page is patched once.
const patched = Symbol.for('dropport.test.runtimeStylesAside');
if (!(patched in Node.prototype)) {
  const styleHome = document.createElement('div');
  const { appendChild, insertBefore, removeChild } = Node.prototype;
  const isRuntimeStyle = (parent: Node, node: Node) => parent === document.head && node instanceof HTMLStyleElement;
  Object.defineProperty(Node.prototype, patched, { value: true });
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
