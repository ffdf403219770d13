// A worker module that cannot load (tests): every task in its pool fails.
throw new Error('this worker fails to load');
