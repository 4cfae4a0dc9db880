import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  BookOutlined,
  BugOutlined,
  ClockCircleOutlined,
  CloudOutlined,
  ControlOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  LoginOutlined,
  MailOutlined,
  MenuOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';

/**
 * Icons a stored menu may name. A fixed set keeps the bundle small; an unknown name shows the
 * generic icon rather than failing; a menu without one shows none.
 */
const icons: Record<string, ReactNode> = {
  ApartmentOutlined: <ApartmentOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  BookOutlined: <BookOutlined />,
  BugOutlined: <BugOutlined />,
  ClockCircleOutlined: <ClockCircleOutlined />,
  CloudOutlined: <CloudOutlined />,
  ControlOutlined: <ControlOutlined />,
  FileSearchOutlined: <FileSearchOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  HomeOutlined: <HomeOutlined />,
  LoginOutlined: <LoginOutlined />,
  MailOutlined: <MailOutlined />,
  MenuOutlined: <MenuOutlined />,
  ProfileOutlined: <ProfileOutlined />,
  SafetyOutlined: <SafetyOutlined />,
  SettingOutlined: <SettingOutlined />,
  ShopOutlined: <ShopOutlined />,
  TagsOutlined: <TagsOutlined />,
  TeamOutlined: <TeamOutlined />,
  UserOutlined: <UserOutlined />,
};

export const menuIcon = (name: string | undefined): ReactNode =>
  name ? (icons[name] ?? <AppstoreOutlined />) : undefined;
