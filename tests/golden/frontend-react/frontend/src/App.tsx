import { Navigate, Route, Routes } from "react-router-dom";
import { Layout } from "./components/Layout";
import { NotFound } from "./components/NotFound";
import { ProductDetail } from "./screens/products/ProductDetail";
import { ProductsList } from "./screens/products/ProductsList";
import { OrderDetail } from "./screens/orders/OrderDetail";
import { OrdersList } from "./screens/orders/OrdersList";
import { CustomerDetail } from "./screens/customers/CustomerDetail";
import { CustomersList } from "./screens/customers/CustomersList";
import { PickupSlotDetail } from "./screens/pickup-slots/PickupSlotDetail";
import { PickupSlotsList } from "./screens/pickup-slots/PickupSlotsList";
import { ProductionListDetail } from "./screens/production-lists/ProductionListDetail";
import { ProductionListsList } from "./screens/production-lists/ProductionListsList";
import { LoginScreen } from "./auth/LoginScreen";
import { RegisterScreen } from "./auth/RegisterScreen";
import { RequireAuth } from "./auth/RequireAuth";
import { Dashboard } from "./screens/Dashboard";
import { CheckoutScreen } from "./payments/CheckoutScreen";
import { NotificationsScreen } from "./notifications/NotificationsScreen";
import { AnalyticsScreen } from "./analytics/AnalyticsScreen";
import { PageViews } from "./analytics/PageViews";
import { SearchScreen } from "./search/SearchScreen";
import { FilesScreen } from "./files/FilesScreen";

/** Every screen of Crumb & Co Bakery, by path. */
export function App() {
  return (
    <>
      <PageViews />
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/register" element={<RegisterScreen />} />
        <Route element={<RequireAuth><Layout /></RequireAuth>}>
          <Route index element={<Navigate to="/dashboard" replace />} />
          <Route path="/products" element={<ProductsList />} />
          <Route path="/products/:id" element={<ProductDetail />} />
          <Route path="/orders" element={<OrdersList />} />
          <Route path="/orders/:id" element={<OrderDetail />} />
          <Route path="/customers" element={<CustomersList />} />
          <Route path="/customers/:id" element={<CustomerDetail />} />
          <Route path="/pickup-slots" element={<PickupSlotsList />} />
          <Route path="/pickup-slots/:id" element={<PickupSlotDetail />} />
          <Route path="/production-lists" element={<ProductionListsList />} />
          <Route path="/production-lists/:id" element={<ProductionListDetail />} />
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/checkout" element={<CheckoutScreen />} />
          <Route path="/notifications" element={<NotificationsScreen />} />
          <Route path="/analytics" element={<AnalyticsScreen />} />
          <Route path="/search" element={<SearchScreen />} />
          <Route path="/files" element={<FilesScreen />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
