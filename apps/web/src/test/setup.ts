import { options } from 'preact';

// Preact runs effects after the next paint: a requestAnimationFrame raced by a 35 ms timer. In
// jsdom that timer can outlive a test file, and fire after the environment (and its
// cancelAnimationFrame) is gone. Tests run effects on the next macrotask instead, as soon as a
// browser would at the earliest, so nothing is left pending when a file ends.
options.requestAnimationFrame = (flush) => {
  setTimeout(flush, 0);
};
