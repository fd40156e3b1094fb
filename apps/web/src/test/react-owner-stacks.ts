// React's development build records, for every element it creates, where in the code it was created (an Error
// captured per element, up to 10,000 per render), so that its warnings can name the component that owns a bad
// element. In these tests that capture was a sixth of all the time spent (antd creates many elements). The counter
// React keeps of the captures made is held past any limit here, so no capture is made: a React warning in a test still
// says what is wrong, without the owner's stack. If a React version drops the counter, nothing changes.
import * as React from 'react';

const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => {}, configurable: true });
}
