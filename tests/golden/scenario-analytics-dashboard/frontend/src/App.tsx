import { Navigate, Route, Routes } from "react-router-dom";
import { Layout } from "./components/Layout";
import { NotFound } from "./components/NotFound";
import { MetricDetail } from "./screens/metrics/MetricDetail";
import { MetricsList } from "./screens/metrics/MetricsList";
import { ReportDetail } from "./screens/reports/ReportDetail";
import { ReportsList } from "./screens/reports/ReportsList";
import { DataSourceDetail } from "./screens/data-sources/DataSourceDetail";
import { DataSourcesList } from "./screens/data-sources/DataSourcesList";
import { Dashboard } from "./screens/Dashboard";
import { AnalyticsScreen } from "./analytics/AnalyticsScreen";
import { PageViews } from "./analytics/PageViews";

/** Every screen of Metrics, by path. */
export function App() {
  return (
    <>
      <PageViews />
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Navigate to="/dashboard" replace />} />
          <Route path="/metrics" element={<MetricsList />} />
          <Route path="/metrics/:id" element={<MetricDetail />} />
          <Route path="/reports" element={<ReportsList />} />
          <Route path="/reports/:id" element={<ReportDetail />} />
          <Route path="/data-sources" element={<DataSourcesList />} />
          <Route path="/data-sources/:id" element={<DataSourceDetail />} />
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/analytics" element={<AnalyticsScreen />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
