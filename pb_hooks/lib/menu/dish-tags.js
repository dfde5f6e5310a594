// A dish's dietary tags and allergens as the guest page's server render writes them.
// Mirrors src/features/guest-menu/dish-tags.tsx exactly (the page hydrates this markup;
// src/features/guest-menu/dish-tags.test.tsx pins the same string). The keys, labels and their
// order are the app's own (src/domain/dietary.ts through lib/shared/domain.js).
const domain = require(`${__hooks}/lib/shared/domain.js`);
const ALLERGENS = domain.ALLERGENS;
const DIETARY = domain.DIETARY_TAGS;

/**
 * The dish's tags markup ('' when it has none), `escape` being the page's HTML escaper and `t` the
 * page's words in its language (lib/shared/domain-words.js guestText; English when not given).
 */
function dishTagsHtml(d, escape, t) {
  const word = t || ((key) => (key === "contains" ? "Contains:" : key === "dietary" ? "Dietary" : null));
  const has = (list) => (key) => Array.isArray(list) && list.indexOf(key) >= 0;
  const allergens = ALLERGENS.filter((a) => has(d.allergens)(a[0]));
  const dietary = DIETARY.filter((t) => has(d.dietary)(t[0]));
  if (!allergens.length && !dietary.length) return "";
  let html = '<div class="dish-tags">';
  if (dietary.length) {
    html +=
      '<ul class="dish-diet" aria-label="' +
      escape(word("dietary")) +
      '">' +
      dietary
        .map(
          (g) =>
            '<li class="dish-diet-tag diet-' + escape(g[0]) + '">' + escape(word("diet." + g[0]) || g[1]) + "</li>",
        )
        .join("") +
      "</ul>";
  }
  if (allergens.length) {
    html +=
      '<p class="dish-allergens"><span class="dish-allergens-label">' +
      escape(word("contains")) +
      "</span> " +
      escape(allergens.map((a) => word("allergen." + a[0]) || a[1]).join(", ")) +
      "</p>";
  }
  return html + "</div>";
}

module.exports = { dishTagsHtml };
