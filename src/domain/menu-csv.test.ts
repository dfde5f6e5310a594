import { describe, expect, it } from "vitest";
import type { Category, Dish } from "./menu";
import { csvProblems, readMenuCsv, writeMenuCsv } from "./menu-csv";
import { readExtras, readPrice, readServing, readTags, unguardCell } from "./menu-csv-columns";
import { keepOptionTranslations, mergeTranslations } from "./menu-csv-translations";

const HEADER = "category,title,description,price,served_from,served_to,allergens,dietary,extras,options";

const dish = (over: Partial<Dish>): Dish => ({
  id: "d1",
  title: "Soup",
  description: "",
  price: 4.5,
  category: "c1",
  order: 0,
  photo: "",
  photoUrl: "",
  timeServed: null,
  modifiers: {},
  available: true,
  allergens: [],
  dietary: [],
  ...over,
});

describe("menu CSV cells", () => {
  it("reads prices with at most 2 decimals", () => {
    expect(readPrice("3.5")).toEqual({ ok: true, value: 3.5 });
    expect(readPrice(" 12 ")).toEqual({ ok: true, value: 12 });
    expect(readPrice("abc")).toEqual({ ok: false, error: "price 'abc' is not a number" });
    expect(readPrice("3,50")).toEqual({ ok: false, error: "price '3,50' is not a number" });
    expect(readPrice("-1")).toEqual({ ok: false, error: "price '-1' is below 0" });
    expect(readPrice("1.234")).toEqual({ ok: false, error: "price '1.234' has more than 2 decimals" });
    expect(readPrice("")).toEqual({ ok: false, error: "price '' is not a number" });
  });
  it("reads serving windows, tags and extras", () => {
    expect(readServing("", "")).toEqual({ ok: true, value: null });
    expect(readServing("7:05", "11:00")).toEqual({ ok: true, value: { from: "07:05", to: "11:00" } });
    expect(readServing("11:00", "")).toEqual({ ok: false, error: "served_to '' is not a time like 22:00" });
    expect(readTags("Gluten, milk, gluten", "allergens")).toEqual({ ok: true, value: ["gluten", "milk"] });
    expect(readTags("nuts", "allergens").ok).toBe(false);
    expect(readTags("vegan", "dietary")).toEqual({ ok: true, value: ["vegan"] });
    expect(readExtras("Cheese=1.5, Bacon=2")).toEqual({ ok: true, value: { Cheese: 1.5, Bacon: 2 } });
    expect(readExtras("Cheese")).toEqual({ ok: false, error: "extra 'Cheese' has no '=price'" });
    expect(readExtras("Cheese=x")).toEqual({ ok: false, error: "extra 'Cheese': the price 'x' is not a number" });
    expect(readExtras("A=1, A=2")).toEqual({ ok: false, error: "extra 'A' is twice" });
  });
  it("undoes only the export's formula guard", () => {
    expect(unguardCell("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(unguardCell("'-spicy")).toBe("-spicy");
    expect(unguardCell("'quoted'")).toBe("'quoted'");
    expect(unguardCell("=raw")).toBe("=raw");
  });
});

describe("readMenuCsv", () => {
  it("reads a file, with its BOM, in order, and lists new categories", () => {
    const csv =
      "\uFEFF" +
      HEADER +
      "\r\n" +
      'Drinks,Coffee,"Hot, black",2.50,07:00,11:00,,vegan,,"Size (size): Small=2.5, Large=3.9"\r\n' +
      'Mains,Steak,,18,,,,,Pepper sauce=2,"Doneness (1-1): Rare=0, Medium=0"\r\n' +
      "Drinks,Tea,,2,,,,,,\r\n";
    const read = readMenuCsv(csv);
    expect(csvProblems(read)).toEqual([]);
    expect(read.categories).toEqual(["Drinks", "Mains"]);
    expect(read.dishes.map((d) => [d.row, d.categoryTitle, d.title, d.order, d.price])).toEqual([
      [2, "Drinks", "Coffee", 0, 2.5],
      [3, "Mains", "Steak", 0, 18],
      [4, "Drinks", "Tea", 1, 2],
    ]);
    expect(read.dishes[0]).toMatchObject({
      description: "Hot, black",
      timeServed: { from: "07:00", to: "11:00" },
      dietary: ["vegan"],
      optionGroups: [{ name: "Size", size: true, min: 1, max: 1 }],
    });
  });
  it("names the row and the field of every problem", () => {
    const csv =
      HEADER +
      "\n" +
      "Drinks,Coffee,,abc,,,,,,\n" +
      'Drinks,Tea,,2,,,,,,"Sugar (2-1): A=0, B=0"\n' +
      "Drinks,Coffee,,2,,,,,,\n" +
      "Drinks,,,2,,,nuts,,,\n" +
      "Drinks,Short\n";
    expect(csvProblems(readMenuCsv(csv))).toEqual([
      "row 2: price 'abc' is not a number",
      "row 3: options: Option group 'Sugar': min (2) is more than max (1).",
      "row 5: title is empty",
      "row 5: unknown allergen 'nuts' (known: celery, gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, tree-nuts, peanuts, sesame, soya, sulphites)",
      "row 6: has 2 cells, the header has 10",
    ]);
    // Row 4 repeats row 2's dish only when row 2 was taken.
    const dup = readMenuCsv(HEADER + "\nA,B,,1,,,,,,\nA,B,,2,,,,,,\n");
    expect(csvProblems(dup)).toEqual(["row 3: 'B' in 'A' is already on row 2"]);
  });
  it("refuses a file it cannot read as a whole", () => {
    expect(readMenuCsv("title,price\nA,1").fileErrors[0]).toMatch(/^the first row must be the header/);
    expect(readMenuCsv("category,title\nA,B").fileErrors).toEqual(["the header has no column 'price'"]);
    expect(readMenuCsv("category,title,price,colour\nA,B,1,red").fileErrors[0]).toMatch(/^unknown column 'colour'/);
    expect(readMenuCsv("category,title,price\n").fileErrors).toEqual(["the file has a header but no dishes"]);
    expect(readMenuCsv("category,title,price\nA,Caf\uFFFD,1").fileErrors[0]).toMatch(/not UTF-8/);
    expect(readMenuCsv("category,title,price,title@de\nA,B,1,C").fileErrors).toEqual([
      "column 'title@de': 'de' is not one of the menu's languages",
    ]);
    expect(readMenuCsv('category,title,price\nA,"Soup,1\n').fileErrors).toEqual(["row 2: Quoted field unterminated"]);
    const many = "category,title,price\n" + Array.from({ length: 3001 }, (_, i) => `A,D${i},1`).join("\n");
    expect(readMenuCsv(many).fileErrors).toEqual(["the file has more than 3000 dishes"]);
  });
  it("takes translation columns of the languages it is given", () => {
    const read = readMenuCsv("category,title,price,title@de,description@de\nDrinks,Tea,2,Tee,Heiss\n", {
      languages: ["de"],
    });
    expect(read.dishes[0].translations).toEqual({ de: { title: "Tee", description: "Heiss" } });
    expect(read.dishColumns).toEqual([
      { code: "de", field: "title" },
      { code: "de", field: "description" },
    ]);
    expect(read.categoryColumns).toEqual([]);
  });
  it("takes one category title per language, from any row of the category, and refuses two", () => {
    const head = "category,title,price,category@de\n";
    const read = readMenuCsv(head + "Drinks,Tea,2,\nDrinks,Beer,3,Getränke\nFood,Soup,4,\n", { languages: ["de"] });
    expect(csvProblems(read)).toEqual([]);
    expect(read.categoryTranslations).toEqual({ Drinks: { de: { title: "Getränke" } } });
    expect(read.categoryColumns).toEqual([{ code: "de", field: "title" }]);
    expect(read.dishes[1].translations).toBeUndefined();
    const two = readMenuCsv(head + "Drinks,Tea,2,Getränke\nDrinks,Beer,3,Trinken\n", { languages: ["de"] });
    expect(csvProblems(two)).toEqual(["row 3: category@de 'Trinken' differs from row 2's 'Getränke'"]);
    const long = readMenuCsv(head + `Drinks,Tea,2,${"x".repeat(101)}\n`, { languages: ["de"] });
    expect(csvProblems(long)).toEqual(["row 2: category@de is longer than 100 characters"]);
  });
  it("reads semicolon files and leaves out columns it does not have", () => {
    const read = readMenuCsv("category;title;price\nDrinks;Tea;2\n");
    expect(read.dishes[0]).toEqual({ row: 2, categoryTitle: "Drinks", title: "Tea", price: 2, order: 0 });
  });
});

describe("writeMenuCsv", () => {
  const categories: Category[] = [
    { id: "c2", title: "Mains", order: 1 },
    { id: "c1", title: "=Drinks", order: 0 },
  ];
  const dishes: Dish[] = [
    dish({ id: "a", title: "Steak", category: "c2", price: 18, modifiers: { "Pepper sauce": 2 } }),
    dish({
      id: "b",
      title: "Coffee",
      description: "-strong\nand hot",
      price: 2.5,
      timeServed: { from: "07:00", to: "11:00" },
      dietary: ["vegan"],
      allergens: ["milk"],
      optionGroups: [
        {
          name: "Size",
          min: 1,
          max: 1,
          size: true,
          choices: [
            { name: "Small", price: 2.5 },
            { name: "Large", price: 3.9, soldOut: true },
          ],
        },
      ],
    }),
  ];
  it("writes one row per dish in menu order, guarding formula cells", () => {
    expect(writeMenuCsv(categories, dishes)).toBe(
      HEADER +
        "\r\n" +
        `"'=Drinks",Coffee,"'-strong\nand hot",2.50,07:00,11:00,milk,vegan,,"Size (size): Small=2.5, Large=3.9 (sold out)"\r\n` +
        "Mains,Steak,,18.00,,,,,Pepper sauce=2,\r\n",
    );
  });
  it("reads back what it writes", () => {
    const read = readMenuCsv(writeMenuCsv(categories, dishes));
    expect(csvProblems(read)).toEqual([]);
    expect(read.categories).toEqual(["=Drinks", "Mains"]);
    expect(read.dishes[0]).toMatchObject({
      title: "Coffee",
      description: "-strong\nand hot",
      price: 2.5,
      modifiers: {},
      allergens: ["milk"],
      optionGroups: dishes[1].optionGroups,
    });
    expect(read.dishes[1]).toMatchObject({ title: "Steak", modifiers: { "Pepper sauce": 2 }, optionGroups: [] });
  });
  it("writes translation columns per language after the base ones, and reads them back", () => {
    const tr: Category[] = [
      { ...categories[1], translations: { de: { title: "Getränke" }, fr: { title: "Boissons" } } },
    ];
    const ds: Dish[] = [
      dish({ id: "x", title: "Tea", category: "c1", translations: { de: { title: "Tee", description: "=heiss" } } }),
      dish({ id: "y", title: "Water", category: "c1", translations: { fr: { title: "Eau" }, it: { title: "Acqua" } } }),
    ];
    const text = writeMenuCsv(tr, ds, ["de", "fr"]);
    expect(text).toBe(
      HEADER +
        ",title@de,description@de,category@de,title@fr,description@fr,category@fr\r\n" +
        `"'=Drinks",Tea,,4.50,,,,,,,Tee,"'=heiss",Getränke,,,Boissons\r\n` +
        `"'=Drinks",Water,,4.50,,,,,,,,,Getränke,Eau,,Boissons\r\n`,
    );
    const read = readMenuCsv(text, { languages: ["de", "fr"] });
    expect(csvProblems(read)).toEqual([]);
    expect(read.dishes.map((d) => d.translations)).toEqual([
      { de: { title: "Tee", description: "=heiss" } },
      { fr: { title: "Eau" } },
    ]);
    expect(read.categoryTranslations).toEqual({ "=Drinks": { de: { title: "Getränke" }, fr: { title: "Boissons" } } });
  });
});

describe("mergeTranslations", () => {
  const columns = [
    { code: "de", field: "title" },
    { code: "de", field: "description" },
  ];
  it("keeps everything when the file has no translation column", () => {
    expect(mergeTranslations({ de: { title: "Tee" } }, undefined, [])).toBeUndefined();
  });
  it("sets the file's columns, removes the empty ones, keeps the others", () => {
    const old = { de: { title: "Alt", description: "Weg" }, fr: { title: "Thé" } };
    expect(mergeTranslations(old, { de: { title: "Tee" } }, columns)).toEqual({
      de: { title: "Tee" },
      fr: { title: "Thé" },
    });
    expect(mergeTranslations({ de: { title: "Alt" } }, undefined, columns)).toEqual({});
    expect(mergeTranslations(null, { de: { description: "Heiss" } }, columns)).toEqual({
      de: { description: "Heiss" },
    });
    expect(old.de.title).toBe("Alt");
  });
});

describe("keepOptionTranslations", () => {
  const old = [
    {
      name: "Size",
      min: 1,
      max: 1,
      size: true,
      translations: { de: { name: "Größe" } },
      choices: [
        { name: "Small", price: 2, translations: { de: { name: "Klein" } } },
        { name: "Large", price: 3, translations: { de: { name: "Groß" } } },
      ],
    },
  ];
  it("gives groups and choices of the same names their translations", () => {
    const file = [
      {
        name: "Size",
        min: 1,
        max: 1,
        size: true,
        choices: [
          { name: "Small", price: 2.5 },
          { name: "Huge", price: 5 },
        ],
      },
      { name: "Milk", min: 0, max: 1, choices: [{ name: "Oat", price: 0.5 }] },
    ];
    expect(keepOptionTranslations(file, old)).toEqual([
      {
        ...file[0],
        translations: { de: { name: "Größe" } },
        choices: [
          { name: "Small", price: 2.5, translations: { de: { name: "Klein" } } },
          { name: "Huge", price: 5 },
        ],
      },
      file[1],
    ]);
    expect(keepOptionTranslations(file, null)).toEqual(file);
  });
});
