import { Navigate, Route, Routes } from "react-router-dom";
import { Layout } from "./components/Layout";
import { NotFound } from "./components/NotFound";
import { ItemDetail } from "./screens/items/ItemDetail";
import { ItemsList } from "./screens/items/ItemsList";

/** Every screen of Tiny, by path. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Navigate to="/items" replace />} />
        <Route path="/items" element={<ItemsList />} />
        <Route path="/items/:id" element={<ItemDetail />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
