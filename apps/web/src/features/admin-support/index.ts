// The admin support feature has no public surface yet: the route table loads its page lazily.
export {};
