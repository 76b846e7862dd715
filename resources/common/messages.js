/* The app's messages in a page's language, for the overlay and the phone page alike (served to
   each under its own path: /common/messages.js and /pod/common/messages.js).

   A page's words are the app's message table in its language (companion/overlay/strings.py):
   words.texts by key, words.samples the counts a plural text's forms are given for, words.lang.
   A message is {key, params, n}: params may be messages themselves (a reason, a quoted trigger);
   a text with plural forms is a list of its forms for the counts words.samples, chosen by the
   count's plural category (Intl.PluralRules), "%n" being the count. Only text comes out: the
   pages put it in with textContent. */
"use strict";
window.CompanionMessages = Object.freeze({
  // {format, say} for the words `current()` returns at each call (a page loads them once it
  // knows its language, and may load another language later); nothing is said before.
  speaker(current) {
    function format(template, values) {
      return String(template).replace(/\{(\w+)\}/g, (whole, key) => {
        const v = values ? values[key] : undefined;
        if (v && typeof v === "object") return say(v);
        return v === undefined || v === null ? whole : String(v);
      });
    }
    function form(words, forms, n) {
      const rules = new Intl.PluralRules(words.lang);
      const wanted = rules.select(n);
      const i = words.samples.findIndex((s) => rules.select(s) === wanted);
      return String(forms[i < 0 ? forms.length - 1 : i]).replace(/%n/g, String(n));
    }
    function say(item) {
      const words = current();
      if (!item || typeof item !== "object" || !words) return "";
      const template = words.texts[item.key];
      if (template === undefined) return "";
      const params = item.params || {};
      if (item.key === "list" || item.key === "names") {  // folded pairwise: {list} and {item}
        const said = Object.keys(params).sort((a, b) => a - b).map((k) => {
          const v = params[k];
          return v && typeof v === "object" ? say(v) : String(v);
        });
        return said.length ? said.reduce((list, next) => format(template, { list, item: next }))
          : "";
      }
      const text = Array.isArray(template) ? form(words, template, Number(item.n)) : template;
      return format(text, params);
    }
    return Object.freeze({ format, say });
  },
  // A roll's words as the app's log says them: a coin, the planar die or a die's number
  // (one function for the overlay and the phone page).
  rollMessage(r) {
    if (r.die === "coin") return { key: "action.coin_" + r.result, params: { player: r.player } };
    if (r.die === "planar") {
      return { key: "action.planar_" + r.result, params: { player: r.player } };
    }
    return { key: "action.roll", params: { player: r.player, die: r.die, result: r.result } };
  },
});
