/**
 * An IntersectionObserver a test moves: install it with `vi.stubGlobal('IntersectionObserver',
 * TestIntersectionObserver)`, then `TestIntersectionObserver.showAll()` reports every watched
 * element in view (a shopper scrolling down the page).
 */
export class TestIntersectionObserver {
  static all: TestIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve(target: Element) {
    this.targets = this.targets.filter((t) => t !== target);
  }
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  static reset() {
    TestIntersectionObserver.all = [];
  }
  static showAll() {
    for (const observer of TestIntersectionObserver.all) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
      if (entries.length)
        observer.callback(entries as IntersectionObserverEntry[], observer as never);
    }
  }
}
