import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Купити',
  VerticalEmbed_Events_Button: 'Зареєструватися',
  VerticalEmbed_Bookings_Button: 'Забронювати',
  UploadFile_Viewer_Download: 'Завантажити {fileType}',
  VerticalEmbed_Units_Hour: '{number} год',
  VerticalEmbed_Units_Minute: '{number} хв',
  Accessibility_Left_Gallery: 'Ви вийшли з галереї',
  Viewer_Read_More: 'Читати далі',
  Viewer_See_Full_Post: 'Переглянути весь допис',
  Spoiler_Click_To_Reveal: 'Натисніть, щоб показати',
  Spoiler_Reveal_Image: 'Показати зображення',
  Spoiler_Reveal_Gallery: 'Показати галерею',
  Spoiler_Reveal_Video: 'Показати відео',
  Image_Expand: 'Збільшити зображення',
  Viewer_Close: 'Закрити',
  Fullscreen_Viewer: 'Повноекранний перегляд',
  Fullscreen_Previous: 'Назад',
  Fullscreen_Next: 'Далі',
  Collapsible_Expand: 'Розгорнути',
  Collapsible_Shrink: 'Згорнути',
};

export default messages;
