import { useCallback, useState } from "react";
import "./menu-editor.css";
import { sortDishes } from "../../domain/menu-order";
import { msg } from "../../domain/messages";
import { listCategories, listOwnerDishes, menuTopics } from "../../data/menu-admin";
import { firstTable } from "../../data/tables";
import { useOwner } from "../../hooks/use-session";
import { useLiveList } from "../../hooks/use-live-list";
import { Banner } from "../../components/ui/banner";
import { LoadError } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { CategoriesColumn } from "./categories-column";
import { DishesColumn } from "./dishes-column";
import { MenuInfoForm } from "./menu-info-form";
import { offeredLanguages } from "../../domain/languages";

/** Edit menu: categories, dishes and public menu info in three columns (docs/menu-and-serving-windows.md). */
export function MenuEditorPage() {
  const owner = useOwner();
  const ownerId = owner?.id ?? "";
  const load = useCallback(async () => {
    const [categories, dishes, table] = await Promise.all([
      listCategories(ownerId),
      listOwnerDishes(ownerId),
      firstTable(ownerId),
    ]);
    return { categories, dishes: sortDishes(dishes, categories), firstTableNumber: table?.tableNumber ?? null };
  }, [ownerId]);
  const { data, isLoading, hasFailed, reload } = useLiveList(load, menuTopics, ownerId);
  const [error, setError] = useState("");

  if (!owner) return null;
  if (isLoading && !data) return <Spinner label="Loading menu" />;
  if (hasFailed) {
    return (
      <div className="menu-editor">
        <h1>Edit menu</h1>
        <LoadError onRetry={reload}>{msg("menuLoadFailed")}</LoadError>
      </div>
    );
  }
  return (
    <div className="menu-editor">
      <h1>Edit menu</h1>
      {error && (
        <Banner kind="error" onClose={() => setError("")}>
          {error}
        </Banner>
      )}
      <div className="editor-columns">
        <CategoriesColumn
          ownerId={ownerId}
          categories={data?.categories ?? []}
          onChanged={reload}
          onError={setError}
          languages={offeredLanguages(owner.menuLanguage, owner.menuLanguages)}
        />
        <DishesColumn
          ownerId={ownerId}
          categories={data?.categories ?? []}
          dishes={data?.dishes ?? []}
          onChanged={reload}
          onError={setError}
        />
        <MenuInfoForm owner={owner} firstTableNumber={data?.firstTableNumber ?? null} />
      </div>
    </div>
  );
}
