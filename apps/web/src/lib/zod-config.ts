import { z } from "zod";

// zod tries `new Function` once to see whether it may compile faster validators; the page's
// Content-Security-Policy forbids eval, so the try shows up as a violation on every screen.
// Validate without compiling instead (forms are small: no measurable difference).
z.config({ jitless: true });
