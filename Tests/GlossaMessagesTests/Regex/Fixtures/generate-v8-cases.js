// Generates random regex cases and records what V8 (Node.js) answers, for RegexDifferentialTests.
// Usage: node generate-v8-cases.js <seed> > cases.json
// Patterns use a, b, ж, ., [ab], [^a], ^ $ \b \B, groups, alternation and greedy/lazy quantifiers; texts
// mix a, b, A, ж, Ж, space and newline. Each case stores V8's first match (index, length, groups) and
// the text with every match wrapped in <…> (a global replace with "<$&>").
// Some seeds produce a pattern on which V8 backtracks for minutes; run it under `timeout`.
let seed = Number(process.argv[2] || 12345);
function rand() { seed |= 0; seed = seed + 0x6D2B79F5 | 0; let t = Math.imul(seed ^ seed >>> 15, 1 | seed); t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t; return ((t ^ t >>> 14) >>> 0) / 4294967296; }
function rnd(n) { return Math.floor(rand() * n); }
function atom(d) {
  const r = rnd(d > 0 ? 12 : 8);
  switch (r) {
    case 0: case 1: return 'a';
    case 2: return 'b';
    case 3: return '.';
    case 4: return '[ab]';
    case 5: return '[^a]';
    case 6: return ['^', '$', '\\b', '\\B'][rnd(4)];
    case 7: return 'ж';
    case 8: case 9: return '(' + alt(d - 1) + ')';
    case 10: return '(?:' + alt(d - 1) + ')';
    default: return '(' + alt(d - 1) + ')';
  }
}
function quant(a) {
  if (/^(\^|\$|\\b|\\B)$/.test(a)) return a;
  const q = ['', '', '', '*', '+', '?', '{1,2}', '{2}', '{0,1}', '{1,}'][rnd(10)];
  if (q === '') return a;
  return a + q + (rnd(3) === 0 ? '?' : '');
}
function concat(d) { let s = ''; const n = 1 + rnd(3); for (let i = 0; i < n; i++) s += quant(atom(d)); return s; }
function alt(d) { let s = concat(d); while (rnd(4) === 0) s += '|' + concat(d); return s; }
const cases = [];
for (let i = 0; i < 4000; i++) {
  const p = alt(3);
  const flags = rnd(3) === 0 ? 'i' : '';
  let text = ''; const n = rnd(9);
  for (let j = 0; j < n; j++) text += ['a', 'b', 'A', ' ', 'ж', 'Ж', '\n'][rnd(7)];
  let re;
  try { re = new RegExp(p, flags); } catch (e) { continue; }
  const m = re.exec(text);
  let result = null;
  if (m) {
    // convert UTF-16 index to scalar index (all our chars are BMP so equal)
    result = { index: m.index, length: m[0].length, groups: m.slice(1).map(g => g === undefined ? null : g) };
  }
  const repl = text.replace(new RegExp(p, flags + 'g'), '<$&>');
  cases.push({ pattern: p, flags, text, result, replaced: repl });
}
console.log(JSON.stringify(cases));
