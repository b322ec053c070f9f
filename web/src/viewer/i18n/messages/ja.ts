import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: '今すぐ購入',
  VerticalEmbed_Events_Button: '今すぐ登録',
  VerticalEmbed_Bookings_Button: '今すぐ予約',
  UploadFile_Viewer_Download: '{fileType} をダウンロード',
  VerticalEmbed_Units_Hour: '{number}時間',
  VerticalEmbed_Units_Minute: '{number}分',
  Accessibility_Left_Gallery: 'ギャラリーを離れました',
  Viewer_Read_More: '続きを読む',
  Viewer_See_Full_Post: '投稿全体を見る',
  Spoiler_Click_To_Reveal: 'クリックして表示',
  Spoiler_Reveal_Image: '画像を表示',
  Spoiler_Reveal_Gallery: 'ギャラリーを表示',
  Spoiler_Reveal_Video: '動画を表示',
  Image_Expand: '画像を拡大',
  Viewer_Close: '閉じる',
  Fullscreen_Viewer: '全画面ビューア',
  Fullscreen_Previous: '前へ',
  Fullscreen_Next: '次へ',
  Collapsible_Expand: '展開',
  Collapsible_Shrink: '折りたたむ',
};

export default messages;
